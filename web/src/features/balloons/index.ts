/** The balloon runner queue of a contest (its admins): first ACs, claimed, delivered, live. */
export { BalloonQueue } from './components/balloon-queue';
