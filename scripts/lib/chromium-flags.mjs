// The flags every headless Chromium of this project runs with (tests, bench, screenshots): this
// machine's system Chromium, as root, without a GPU, shared memory or background traffic.
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
