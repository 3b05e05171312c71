import type { RuntimeConfig } from '@sakina/shared/contracts';
import { useAnalytics } from '../features/analytics/use-analytics';
import { useChatWidget } from '../features/chat-widget/use-chat-widget';
import { useReloadGuard } from '../features/reload-guard/use-reload-guard';
import { useRoutePreloads } from '../features/route-preloads/use-route-preloads';

/** What runs beside every page in the browser (effects only: the server renders nothing of it). */
export function PageIntegrations({ config }: { config: RuntimeConfig }) {
  useAnalytics(config);
  useChatWidget(config.chatWidgetAppId);
  useRoutePreloads();
  useReloadGuard();
  return null;
}
