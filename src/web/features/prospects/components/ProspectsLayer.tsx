import { useMemo, useState } from 'react';
import { useProspectsOnMap } from '../hooks/useProspects';
import { ProspectCard, type ProspectHistory } from './ProspectCard';

/**
 * The map's prospects layer: the open prospects of the user's states as places, shown once the rep
 * turns its switch on and read only while shown, and each one's card (decision 0310). Its shape is the map's overlay; the page hands
 * it over (features do not import each other), as it hands the card its history panel.
 */
export function useProspectsLayer(history?: ProspectHistory) {
  const [shown, setShown] = useState(false);
  const read = useProspectsOnMap(shown);
  const prospects = read.data;
  const places = useMemo(
    () =>
      (prospects ?? []).map((p) => ({
        id: p.id,
        latitude: p.latitude,
        longitude: p.longitude,
        label: `${p.name}${p.city ? `, ${p.city}` : ''} (prospect)`,
      })),
    [prospects],
  );
  return {
    name: 'Prospects',
    placeNoun: 'prospect',
    shown,
    onShow: setShown,
    places,
    card: (id: string, close: () => void) => {
      const prospect = prospects?.find((p) => p.id === id);
      return prospect ? (
        <ProspectCard key={prospect.id} prospect={prospect} onClose={close} history={history} />
      ) : null;
    },
  };
}
