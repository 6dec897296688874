import { useState } from 'react';
import { ExternalLink } from './blocks';

interface MapContent {
  notice: string;
  showLabel: string;
  iframeTitle: string;
  embedUrl: string;
  openLabel: string;
  openUrl: string;
}

/**
 * A third-party map that loads only when the visitor asks: until the button
 * is pressed the page makes no request to the map provider.
 */
export function MapOnDemand({ map }: { map: MapContent }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="map">
      {shown ? (
        <iframe
          className="map__frame"
          title={map.iframeTitle}
          src={map.embedUrl}
          width="600"
          height="400"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="map__placeholder">
          <p>{map.notice}</p>
          <button type="button" className="button" onClick={() => setShown(true)}>
            {map.showLabel}
          </button>
        </div>
      )}
      <p>
        <ExternalLink href={map.openUrl}>{map.openLabel}</ExternalLink>
      </p>
    </div>
  );
}
