import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router's v8 behaviour, adopted now so that no future-flag warning is printed.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
