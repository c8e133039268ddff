/** The PostgreSQL server the tests may use: TEST_DATABASE_URL, else a postgres DATABASE_URL. */
export function testPostgresUrl(): string | undefined {
  const candidates = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL];
  return candidates.find((url) => url && /^postgres(ql)?:\/\//.test(url));
}
