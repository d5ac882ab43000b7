import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
