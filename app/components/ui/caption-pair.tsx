/**
 * Two parts of a caption joined by a middle dot, such as a shoe's name and its size: on one line
 * from 640 px; below, the second part takes a line of its own, so that no line starts or ends with
 * the dot. The second part never breaks.
 * @param first the leading part (text)
 * @param second the trailing part (text)
 */
export function CaptionPair({ first, second }: { first: string; second: string }) {
  return (
    <>
      {first}
      <span className="max-sm:hidden"> · </span>
      <span className="whitespace-nowrap max-sm:block">{second}</span>
    </>
  );
}
