import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Every public page is rendered on the server: search engines and slow phones get real HTML.
  ssr: true,
} satisfies Config;
