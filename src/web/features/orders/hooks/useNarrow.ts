import { useMediaQuery } from '@mantine/hooks';

/** A phone-width screen: the order tables become cards and the feed puts its orders first. */
export const useNarrow = () => useMediaQuery('(max-width: 36em)', false);
