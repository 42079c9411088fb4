import { useSearchParams } from 'react-router';
import { LicenseExpiredBadge } from '../features/licenses';
import { MapView } from '../features/map';
import { useProspectsLayer } from '../features/prospects';
import { useSession } from '../features/session';
import { PageHeader } from '../ui/PageHeader';
import { prospectHistory } from './prospect-history';

/**
 * /map: the user's customers on a map coloured by visit status, with the same list beside it (issue
 * 27), and the prospects of their states as a layer (issue 47). `?rep=&date=` opens one rep's day.
 */
export default function MapPage() {
  const { me } = useSession();
  const [search] = useSearchParams();
  const rep = search.get('rep') ?? undefined;
  const date = search.get('date') ?? undefined;
  const prospects = useProspectsLayer(prospectHistory);
  return (
    <>
      <PageHeader title="Map" subtitle="Your customers by visit status. Tap a customer or a group." />
      <MapView
        rep={rep}
        date={date}
        canMovePins={me?.abilities['map.movePins'] ?? false}
        lapsedLicense={<LicenseExpiredBadge />}
        overlay={prospects}
      />
    </>
  );
}
