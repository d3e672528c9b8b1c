import { Dimension, Extension } from "./dimension";
import { calloutSize, palettes, stroke, type Tone } from "./drawing";
import { DrawingSvg } from "./drawing-svg";
import { type Pt, polyline, reverse, spline, toPath } from "./geometry";
import { midsoleFill, type ShoeSpec } from "./shoe-elevation";

/** How one forefoot is built across its width, beyond the stack and lug depth its shoe gives. */
type SectionBuild = {
  /** Width of the sole across the ball of the foot, in mm. */
  width: number;
  /** Rubber under the foam: "pods" under the lugs only (foam shows between them) or "full". */
  rubber: "pods" | "full";
  /** A rubber rand wrapped up the upper's sides. */
  rand: boolean;
  /** A lined upper (two layers) rather than a single-layer mesh. */
  lined: boolean;
  /** Lugs across the width. */
  lugs: number;
};

/** One forefoot cross-section: its shoe's construction figures and how it is built across. */
type SectionSpec = SectionBuild & { spec: ShoeSpec };

/**
 * Width of the last across the ball of the foot, in mm: both builds are made on one last, so the
 * foot, the upper and the footbed are the same width in both. The light sole is cut to it; the
 * durable one flares wider below it, which is where its extra width is.
 */
const LAST_WIDTH = 96;

const SOCKLINER = 4.5;
const RUBBER = 1.5;
const PLATE = 1;

/** The light end of the trade-off: a narrow sole, rubber only under the lugs, a single-layer upper. */
const LIGHT: SectionBuild = { width: LAST_WIDTH, rubber: "pods", rand: false, lined: false, lugs: 4 };

/** The durable end: a wider sole (flared below the same last) in full rubber, a rand up the sides and a lined upper. */
const DURABLE: SectionBuild = { width: 108, rubber: "full", rand: true, lined: true, lugs: 5 };

/**
 * The drawing's parts for one section centred on x = 0, ground at y = 0 (y up is negative):
 * lugs, rubber, midsole (flared to the ground, its footbed cupped 3 mm at the sides), plate,
 * sockliner and upper, as path data.
 */
function sectionGeometry(s: SectionSpec) {
  const half = s.width / 2;
  const last = LAST_WIDTH / 2;
  const rubberTop = s.spec.lugDepth + RUBBER;
  const foamTop = s.spec.lugDepth + s.spec.forefootStack - SOCKLINER;
  const footbed = (x: number, lift: number): Pt => [x, -(lift + 3 * (x / last) ** 2)];
  const midsoleTop = spline([-last + 4, -last / 2, 0, last / 2, last - 4].map((x) => footbed(x, foamTop)));
  const midsole = toPath(
    [
      polyline([
        [-half, -rubberTop + (s.rubber === "pods" ? RUBBER : 0)],
        [half, -rubberTop + (s.rubber === "pods" ? RUBBER : 0)],
        midsoleTop[midsoleTop.length - 1][3],
      ]),
      reverse(midsoleTop),
    ],
    true,
  );
  const sockTop = spline([-last + 6, -last / 2, 0, last / 2, last - 6].map((x) => footbed(x, foamTop + SOCKLINER)));
  const sockliner = toPath(
    [midsoleTop, polyline([midsoleTop[midsoleTop.length - 1][3], sockTop[sockTop.length - 1][3]]), reverse(sockTop)],
    true,
  );

  // Lugs and the rubber they hang from: across the width, the outer ones bevelled.
  const pitch = (s.width - 6) / s.lugs;
  const lugW = pitch - 5;
  const lugs: string[] = [];
  const pods: string[] = [];
  for (let i = 0; i < s.lugs; i++) {
    const x0 = -half + 3 + i * pitch + 2.5;
    const x1 = x0 + lugW;
    lugs.push(
      toPath(
        [
          polyline([
            [x0, -s.spec.lugDepth],
            [x0 + 1.2, 0],
            [x1 - 1.2, 0],
            [x1, -s.spec.lugDepth],
          ]),
        ],
        true,
      ),
    );
    if (s.rubber === "pods") {
      pods.push(
        toPath(
          [
            polyline([
              [x0 - 2, -s.spec.lugDepth],
              [x1 + 2, -s.spec.lugDepth],
              [x1 + 2, -rubberTop],
              [x0 - 2, -rubberTop],
            ]),
          ],
          true,
        ),
      );
    }
  }
  const rubber =
    s.rubber === "full"
      ? [
          toPath(
            [
              polyline([
                [-half, -s.spec.lugDepth],
                [half, -s.spec.lugDepth],
                [half, -rubberTop],
                [-half, -rubberTop],
              ]),
            ],
            true,
          ),
        ]
      : pods;
  // The forefoot rock plate both builds keep, 3 mm above the rubber inside the foam.
  const plate = toPath(
    [
      polyline([
        [-half + 8, -rubberTop - 3],
        [half - 8, -rubberTop - 3],
        [half - 8, -rubberTop - 3 - PLATE],
        [-half + 8, -rubberTop - 3 - PLATE],
      ]),
    ],
    true,
  );

  // The upper over the forefoot: from the footbed's edges up the near-upright sides and over the
  // toe box's roof, 38 mm above the sockliner.
  const roof = foamTop + SOCKLINER + 38;
  const side = (sign: 1 | -1, inset: number): Pt[] => [
    footbed(sign * (last - 4 - inset), foamTop),
    [sign * (last - 2 - inset), -(foamTop + 16)],
    [sign * (last - 14 - inset), -(roof - 7 - inset)],
  ];
  const upperRun = (inset: number) =>
    spline([...side(-1, inset), [0, -(roof - inset)], ...side(1, inset).reverse()], { tension: 0.9 });
  const upper = toPath([upperRun(0)]);
  // A lined upper shows its second layer; a single-layer mesh, none.
  const lining = s.lined ? toPath([upperRun(2.2)]) : null;
  // The foot inside, as a hidden line: resting on the sockliner, 5 mm inside the upper.
  const foot = toPath([upperRun(5)]);
  // The rand: a rubber band 2.4 mm thick, tight against the upper's sides, 12 mm up from the foam.
  const rand = s.rand
    ? [-1, 1].map((sign) =>
        toPath(
          [
            spline([
              footbed(sign * (last - 4), foamTop),
              [sign * (last - 2.6), -(foamTop + 8)],
              [sign * (last - 2.2), -(foamTop + 12)],
            ]),
            polyline([
              [sign * (last - 2.2), -(foamTop + 12)],
              [sign * (last - 4.6), -(foamTop + 12)],
            ]),
            spline([
              [sign * (last - 4.6), -(foamTop + 12)],
              [sign * (last - 5), -(foamTop + 8)],
              footbed(sign * (last - 6.5), foamTop),
            ]),
          ],
          true,
        ),
      )
    : [];
  return {
    midsole,
    sockliner,
    lugs,
    rubber,
    plate,
    upper,
    lining,
    foot,
    rand,
  };
}

/**
 * Two forefoot cross-sections side by side, as seen from the toe, each cut across the ball of the
 * foot, with the forefoot rock plate both keep: on the left the light end of the trade-off (a
 * narrower sole, rubber only under the lugs, a single-layer upper), on the right the durable end
 * (a wider sole in full rubber, a rubber rand up the sides and a lined upper). Each is drawn to
 * its shoe's forefoot stack, lug depth, sole width and midsole colour, so the two ends read apart
 * at a glance. Bare, it carries no text: it is drawn for a cover, shown as small as a phone's
 * card. With `labels` (the article's figure, in a column wide enough) each section is named
 * over its upper and its sole's width is dimensioned under its lugs.
 * Decorative: the article states the figures in text.
 * @param light the light shoe's construction figures (mm)
 * @param durable the durable shoe's construction figures (mm)
 * @param labels name the two sections and dimension their widths
 */
export function ForefootSections({
  light,
  durable,
  labels = false,
  tone = "dark",
  className = "",
}: {
  light: ShoeSpec;
  durable: ShoeSpec;
  labels?: boolean;
  tone?: Tone;
  className?: string;
}) {
  const c = palettes[tone];
  const sections: SectionSpec[] = [
    { ...LIGHT, spec: light },
    { ...DURABLE, spec: durable },
  ];
  const centres = [-58, 58];
  const names = ["Racer", "All-round"];
  return (
    <DrawingSvg viewBox={labels ? "-115 -98 230 138" : "-115 -78 230 90"} className={className}>
      {sections.map((s, i) => {
        const g = sectionGeometry(s);
        const cx = centres[i];
        return (
          <g key={cx} transform={`translate(${cx} 0)`}>
            <g stroke={c.line} strokeWidth={stroke.outline}>
              <path d={g.upper} fill={c.upper} />
              {g.rand.map((d) => (
                <path key={d} d={d} fill={c.overlay} strokeWidth={stroke.panel} />
              ))}
              <path d={g.midsole} fill={midsoleFill(s.spec, tone)} />
              <path d={g.sockliner} fill={c.upper} strokeWidth={stroke.panel} />
              <path d={g.plate} fill={c.plate} strokeWidth={stroke.panel} />
              {g.rubber.map((d) => (
                <path key={d} d={d} fill={c.outsole} strokeWidth={stroke.panel} />
              ))}
              {g.lugs.map((d) => (
                <path key={d} d={d} fill={c.outsole} strokeWidth={stroke.panel} />
              ))}
            </g>
            <path
              d={g.foot}
              fill="none"
              stroke={c.dimension}
              strokeWidth={stroke.dimension}
              strokeDasharray="3 2"
              strokeOpacity="0.8"
            />
            {g.lining && (
              <path d={g.lining} fill="none" stroke={c.line} strokeWidth={stroke.detail} strokeOpacity="0.6" />
            )}
          </g>
        );
      })}
      <path d="M0 -74V6" stroke={c.dimension} strokeWidth={stroke.dimension} strokeDasharray="4 3" />
      {labels &&
        sections.map((s, i) => {
          const [left, right] = [centres[i] - s.width / 2, centres[i] + s.width / 2];
          return (
            <g key={s.width}>
              <text
                x={centres[i]}
                y={-84}
                textAnchor="middle"
                fill={c.text}
                fontSize={calloutSize}
                fontWeight="600"
                className="font-display"
              >
                {names[i]}
              </text>
              <Extension from={[left, 2]} to={[left, 36]} palette={c} />
              <Extension from={[right, 2]} to={[right, 36]} palette={c} />
              <Dimension from={[left, 33]} to={[right, 33]} label={`${s.width} mm`} palette={c} />
            </g>
          );
        })}
    </DrawingSvg>
  );
}
