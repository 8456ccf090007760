// The collected-page types belong to the pure snapshot core (it consumes them); the CDP side re-exports them.
export type { CollectedFrame, CollectedPage, DomHints, RawAXNode } from '../../agent/snapshot/collected';
