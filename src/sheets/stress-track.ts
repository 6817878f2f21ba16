import { DEFAULT_TRACK, mostMarked } from '../blades/stress-risk';

/**
 * The track a resistance roll is made on, checked against the stress
 * marked: a box must be left (src/blades/stress-risk.ts), and a full track
 * is refused naming both, as the argument or field names them
 * (BLADES_TRAUMA's "stress" and "track", the sidebar's "Stress marked" and
 * "Track"). Returns the track, the book's 9 boxes when none is given.
 */
export function trackWithBoxLeft(
  fn: string,
  names: { readonly stress: string; readonly track: string },
  marked: number,
  track?: number,
): number {
  const boxes = track ?? DEFAULT_TRACK;
  if (marked > mostMarked(boxes)) throw fullTrackError(fn, names, marked, boxes);
  return boxes;
}

/** The refusal of a full track, apart: a call with a box left never compiles it (docs/benchmarks.md). */
function fullTrackError(fn: string, names: { readonly stress: string; readonly track: string }, marked: number, boxes: number): Error {
  return new Error(
    `${fn}: ${names.stress} ${marked} is not below ${names.track} ${boxes}: a full track is already trauma. ` +
      `Use ${names.stress} 0–${mostMarked(boxes)} for a ${boxes}-box track.`,
  );
}
