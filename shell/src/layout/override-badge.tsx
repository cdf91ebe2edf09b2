import { fullDateTimeAt } from '@app/shared/dates';
import { regionCodeFor } from '@app/shared/region/regional-text';
import { useLocation } from '@app/shared/router';
import { useSession } from '@app/shared/store';
import { CLEAR_OVERRIDE_PATH, overrideBadgeText, type RemoteOverride } from '@app/shared/platform/remote-override';
import './override-badge.css';

/**
 * Says, on every page of a browser under a remote override (the registry it was served names one,
 * platform/remote-override.ts), which remote runs which version instead of the active one, until
 * when, and how to end it: the page is not what everyone sees.
 */
export function OverrideBadge({ override }: { override: RemoteOverride }) {
  // The app writes dates as the member's region does (a visitor's: Australia's), never as the browser's locale would.
  const region = regionCodeFor(useSession()?.regionId);
  const until = override.expiresAt && fullDateTimeAt(override.expiresAt, region);
  const { pathname } = useLocation();
  const clear = `${CLEAR_OVERRIDE_PATH}?path=${encodeURIComponent(pathname)}`;
  return (
    <aside className="override-badge" aria-label="Remote override" data-testid="override-badge">
      <span>{overrideBadgeText(override)}</span>
      {until ? <span className="override-badge__until">until {until}</span> : null}
      {until ? (
        <a className="override-badge__clear" href={clear}>
          Clear override
        </a>
      ) : null}
    </aside>
  );
}
