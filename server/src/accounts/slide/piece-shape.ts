const side = 40;
/** The knobs' radius. */
export const knob = 8;
/** The piece image is a square that holds the body and its two knobs (top and right). */
export const pieceSize = side + knob + 2;

/**
 * Whether a pixel of the piece image belongs to the piece (a square with two round knobs);
 * `r` is the knobs' radius, so that the hole can be cut a little unlike the piece.
 */
export const inPiece = (lx: number, ly: number, r = knob): boolean => {
  const px = lx - 1;
  const py = ly - 1 - knob;
  if (px >= 0 && px < side && py >= 0 && py < side) return true;
  if ((px - side / 2) ** 2 + py ** 2 <= r ** 2) return true;
  return (px - side) ** 2 + (py - side / 2) ** 2 <= r ** 2;
};

/** Whether a pixel is on the piece's 1 px outline. */
export const onEdge = (lx: number, ly: number, r = knob): boolean =>
  inPiece(lx, ly, r) &&
  (!inPiece(lx - 1, ly, r) ||
    !inPiece(lx + 1, ly, r) ||
    !inPiece(lx, ly - 1, r) ||
    !inPiece(lx, ly + 1, r));
