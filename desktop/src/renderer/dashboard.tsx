import {
  DashboardQueryRequestSchema,
  fieldErrors,
  FUNNEL_STAGE_LABELS,
  FUNNEL_STAGES,
  funnelBySource,
  OTHER_SOURCE,
  sourceLabel,
  totalFunnel,
  type Dashboard as DashboardData,
  type DashboardQueryRequest,
  type SourceFunnel,
} from '@skltcoa/shared';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, BarStack } from '@visx/shape';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { consoleApi } from './console-api';
import {
  CONVERSION_BASIS_LABELS,
  conversionSummary,
  counsellorLabel,
  counsellorSummary,
  dayLabel,
  familyFunnels,
  familyFunnelSummary,
  firstCallSummary,
  funnelSummary,
  hoursText,
  keptText,
  percent,
  seriesLabel,
  weeklySeries,
  weeklySummary,
  type ConversionBasis,
  type FamilyFunnels,
  type WeeklyBy,
  type WeeklySeries,
} from './dashboard-data';
import './dashboard.css';

/*
 * The dashboard (docs/decisions/017-dashboard.md): enquiries per
 * week by source or programme, the funnel and each source's conversion, and
 * each counsellor's calls and follow-ups, from one GET /api/dashboard. The
 * funnel and conversion count families (people) beside enquiries when the
 * server counts them (docs/decisions/049-dashboard-counts-families.md). Every
 * chart has a heading, a sentence that says what it shows, and the same
 * numbers as a table for anyone who cannot see the chart.
 */

/** Colour-blind-safe (Okabe–Ito, then two more); other sources are grey. */
const PALETTE = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#8c6d31',
  '#6a3d9a',
];
const OTHER_COLOUR = '#8a8a8a';
const PROGRAM_COLOURS = ['#7a1f1f', '#e69f00', '#0072b2', '#009e73'];

const count = (n: number) => n.toLocaleString('en-IN');

function seriesColours(by: WeeklyBy, keys: readonly string[]): Map<string, string> {
  const palette = by === 'source' ? PALETTE : PROGRAM_COLOURS;
  let next = 0;
  return new Map(
    keys.map((key) => [
      key,
      by === 'source' && key === OTHER_SOURCE ? OTHER_COLOUR : palette[next++ % palette.length]!,
    ]),
  );
}

/** The width of a chart's box, followed as the window resizes. */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(280, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** Long names are cut in the chart; the table and the bar's tooltip have them whole. */
const shortName = (text: string, max = 24) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

const AXIS_LABEL = { fill: '#333', fontSize: 11, fontFamily: 'inherit' } as const;

interface ChartCardProps {
  id: string;
  title: string;
  summary: string;
  controls?: ReactNode;
  legend?: ReactNode;
  /** Draws the chart for a width; its accessible name is the title and summary. */
  chart: (width: number) => ReactNode;
  table: ReactNode;
}

/** A chart with its heading, its summary in words, and its numbers as a table. */
function ChartCard({ id, title, summary, controls, legend, chart, table }: ChartCardProps) {
  const [ref, width] = useWidth();
  return (
    <section className="chart-card" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="chart-head">
        <h3 id={`${id}-title`}>{title}</h3>
        {controls}
      </div>
      <p className="chart-summary" id={`${id}-summary`}>
        {summary}
      </p>
      <div className="chart-box" ref={ref} role="img" aria-labelledby={`${id}-title ${id}-summary`}>
        {chart(width)}
      </div>
      {legend}
      <details className="chart-table">
        <summary>Show as table</summary>
        {table}
      </details>
    </section>
  );
}

function Legend({ items }: { items: { label: string; colour: string; pattern?: string }[] }) {
  return (
    <ul className="chart-legend">
      {items.map((item) => (
        <li key={item.label}>
          <svg width="14" height="14" aria-hidden="true">
            <rect width="14" height="14" fill={item.colour} />
            {item.pattern && <rect width="14" height="14" fill={`url(#${item.pattern})`} />}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

const MARGIN = { top: 12, right: 16, bottom: 36, left: 48 };

function WeeklyChart({
  series,
  by,
  colours,
  width,
}: {
  series: WeeklySeries;
  by: WeeklyBy;
  colours: Map<string, string>;
  width: number;
}) {
  const height = 260;
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...series.rows.map((row) => row.total));
  const x = scaleBand({
    domain: series.rows.map((row) => row.week),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true });
  // About one label per 56 px, always the first week.
  const every = Math.max(1, Math.ceil(series.rows.length / Math.max(1, innerWidth / 56)));
  const data = series.rows.map((row) => ({ week: row.week, ...row.values }));
  return (
    <svg width={width} height={height} aria-hidden="true">
      <Group left={MARGIN.left} top={MARGIN.top}>
        <BarStack<Record<string, string | number>, string>
          data={data}
          keys={series.keys}
          x={(row) => String(row.week)}
          xScale={x}
          yScale={y}
          color={(key) => colours.get(key) ?? OTHER_COLOUR}
        >
          {(stacks) =>
            stacks.map((stack) =>
              stack.bars
                .filter((bar) => bar.height > 0)
                .map((bar) => (
                  <rect
                    key={`${stack.key}-${bar.index}`}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    fill={bar.color}
                  >
                    <title>
                      {`Week of ${dayLabel(String(bar.bar.data.week), true)}, ${seriesLabel(by, stack.key)}: ${count(Number(bar.bar.data[stack.key]))}`}
                    </title>
                  </rect>
                )),
            )
          }
        </BarStack>
        <AxisLeft
          scale={y}
          tickValues={y.ticks(5).filter(Number.isInteger)}
          tickFormat={(v) => count(Number(v))}
          tickLabelProps={AXIS_LABEL}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={series.rows.map((row) => row.week).filter((_, i) => i % every === 0)}
          tickFormat={(week) => dayLabel(String(week))}
          tickLabelProps={{ ...AXIS_LABEL, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}

interface HorizontalBar {
  label: string;
  value: number;
  /** What the bar's end says, such as `12 (40%)`. */
  text: string;
  colour: string;
  pattern?: string;
}

/** Bars side by side in rows: a funnel, conversion per source, a counsellor's three numbers. */
function HorizontalBars({
  rows,
  width,
  max,
  format = (v) => count(v),
  barsPerRow = 1,
  whole = true,
}: {
  rows: { name: string; bars: HorizontalBar[] }[];
  width: number;
  max: number;
  format?: (value: number) => string;
  barsPerRow?: number;
  /** Counts: the axis marks whole numbers only. */
  whole?: boolean;
}) {
  const margin = { top: 8, right: 96, bottom: 28, left: 168 };
  const rowHeight = barsPerRow === 1 ? 30 : 14 * barsPerRow + 14;
  const innerHeight = Math.max(1, rows.length) * rowHeight;
  const height = innerHeight + margin.top + margin.bottom;
  const innerWidth = Math.max(40, width - margin.left - margin.right);
  const y = scaleBand({
    domain: rows.map((row) => row.name),
    range: [0, innerHeight],
    padding: 0.2,
  });
  const x = scaleLinear({ domain: [0, Math.max(max, 1e-9)], range: [0, innerWidth], nice: true });
  const band = y.bandwidth() / barsPerRow;
  return (
    <svg width={width} height={height} aria-hidden="true">
      <Group left={margin.left} top={margin.top}>
        {rows.map((row) =>
          row.bars.map((bar, index) => {
            const top = (y(row.name) ?? 0) + index * band;
            const barWidth = x(bar.value);
            return (
              <g key={`${row.name}-${bar.label}`}>
                <Bar x={0} y={top} width={barWidth} height={band - 1} fill={bar.colour}>
                  <title>{`${row.name}, ${bar.label}: ${bar.text}`}</title>
                </Bar>
                {bar.pattern && (
                  <rect
                    x={0}
                    y={top}
                    width={barWidth}
                    height={band - 1}
                    fill={`url(#${bar.pattern})`}
                  />
                )}
                <text x={barWidth + 4} y={top + band / 2} dy="0.33em" fontSize={11} fill="#222">
                  {bar.text}
                </text>
              </g>
            );
          }),
        )}
        <AxisLeft
          scale={y}
          tickFormat={(name) => shortName(String(name))}
          tickLabelProps={{ ...AXIS_LABEL, textAnchor: 'end' }}
          hideTicks
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={whole ? x.ticks(5).filter(Number.isInteger) : x.ticks(5)}
          tickFormat={(v) => format(Number(v))}
          tickLabelProps={{ ...AXIS_LABEL, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}

function WeeklyTable({ series, by }: { series: WeeklySeries; by: WeeklyBy }) {
  return (
    <table>
      <caption>
        Enquiries per week (Monday to Sunday, IST) by {by === 'source' ? 'source' : 'programme'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          {series.keys.map((key) => (
            <th scope="col" key={key}>
              {seriesLabel(by, key)}
            </th>
          ))}
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {series.rows.map((row) => (
          <tr key={row.week} data-week={row.week}>
            <th scope="row">{dayLabel(row.week, true)}</th>
            {series.keys.map((key) => (
              <td key={key}>{count(row.values[key] ?? 0)}</td>
            ))}
            <td>{count(row.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FunnelTable({
  funnels,
  total,
  caption = 'Leads that reached each stage, by source',
}: {
  funnels: SourceFunnel[];
  total: SourceFunnel;
  caption?: string;
}) {
  const row = (funnel: SourceFunnel, name: string, key: string) => (
    <tr key={key} data-source={key}>
      <th scope="row">{name}</th>
      {FUNNEL_STAGES.map((stage) => (
        <td key={stage}>{count(funnel.stages[stage])}</td>
      ))}
      <td>{count(funnel.notInterested)}</td>
      <td>{percent(funnel.conversion)}</td>
    </tr>
  );
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Source</th>
          {FUNNEL_STAGES.map((stage) => (
            <th scope="col" key={stage}>
              {FUNNEL_STAGE_LABELS[stage]}
            </th>
          ))}
          <th scope="col">Not interested</th>
          <th scope="col">Conversion</th>
        </tr>
      </thead>
      <tbody>
        {funnels.map((funnel) => row(funnel, sourceLabel(funnel.source), funnel.source))}
      </tbody>
      <tfoot>{row(total, 'All sources', 'all')}</tfoot>
    </table>
  );
}

function FunnelStagesTable({ total }: { total: SourceFunnel }) {
  return (
    <table>
      <caption>Leads of the range that reached each stage, all sources</caption>
      <thead>
        <tr>
          <th scope="col">Stage</th>
          <th scope="col">Leads</th>
          <th scope="col">Of enquiries</th>
        </tr>
      </thead>
      <tbody>
        {FUNNEL_STAGES.map((stage) => (
          <tr key={stage} data-stage={stage}>
            <th scope="row">{FUNNEL_STAGE_LABELS[stage]}</th>
            <td>{count(total.stages[stage])}</td>
            <td>{percent(total.stages.new ? total.stages[stage] / total.stages.new : 0)}</td>
          </tr>
        ))}
        <tr data-stage="not-interested">
          <th scope="row">Not interested</th>
          <td>{count(total.notInterested)}</td>
          <td>{percent(total.stages.new ? total.notInterested / total.stages.new : 0)}</td>
        </tr>
      </tbody>
    </table>
  );
}

const ofAll = (n: number, all: number) => percent(all ? n / all : 0);

/** Families and enquiries that reached each stage, side by side. */
function FamilyStagesTable({ families, total }: { families: SourceFunnel; total: SourceFunnel }) {
  const row = (key: string, name: string, people: number, enquiries: number) => (
    <tr key={key} data-stage={key}>
      <th scope="row">{name}</th>
      <td>{count(people)}</td>
      <td>{ofAll(people, families.stages.new)}</td>
      <td>{count(enquiries)}</td>
      <td>{ofAll(enquiries, total.stages.new)}</td>
    </tr>
  );
  return (
    <table>
      <caption>
        Families that first enquired in the range, at their furthest stage, and the range’s
        enquiries, by stage
      </caption>
      <thead>
        <tr>
          <th scope="col">Stage</th>
          <th scope="col">Families</th>
          <th scope="col">Of families</th>
          <th scope="col">Enquiries</th>
          <th scope="col">Of enquiries</th>
        </tr>
      </thead>
      <tbody>
        {FUNNEL_STAGES.map((stage) =>
          row(stage, FUNNEL_STAGE_LABELS[stage], families.stages[stage], total.stages[stage]),
        )}
        {row('not-interested', 'Not interested', families.notInterested, total.notInterested)}
      </tbody>
    </table>
  );
}

const FUNNEL_BARS = {
  families: { label: 'Families', colour: '#7a1f1f' },
  enquiries: { label: 'Enquiries', colour: '#0072b2', pattern: 'dash-stripes' },
} as const;

const CONVERSION_CAPTIONS: Record<ConversionBasis, string> = {
  first: 'Families that reached each stage, by the source of their first enquiry',
  last: 'Families that reached each stage, by the source of their latest enquiry in the range',
  enquiries: 'Leads that reached each stage, by source',
};

/** The funnel: families beside enquiries when the server counts families, else enquiries. */
function FunnelCard({ total, family }: { total: SourceFunnel; family: FamilyFunnels | null }) {
  if (!family) {
    return (
      <ChartCard
        id="chart-funnel"
        title="Funnel"
        summary={funnelSummary(total)}
        chart={(width) => (
          <HorizontalBars
            width={width}
            max={total.stages.new}
            rows={FUNNEL_STAGES.map((stage) => ({
              name: FUNNEL_STAGE_LABELS[stage],
              bars: [
                {
                  label: 'Leads',
                  value: total.stages[stage],
                  text: `${count(total.stages[stage])} (${ofAll(total.stages[stage], total.stages.new)})`,
                  colour: '#7a1f1f',
                },
              ],
            }))}
          />
        )}
        table={<FunnelStagesTable total={total} />}
      />
    );
  }
  const people = family.total;
  return (
    <ChartCard
      id="chart-funnel"
      title="Funnel"
      summary={familyFunnelSummary(people, total)}
      legend={<Legend items={[FUNNEL_BARS.families, FUNNEL_BARS.enquiries]} />}
      chart={(width) => (
        <HorizontalBars
          width={width}
          barsPerRow={2}
          max={Math.max(people.stages.new, total.stages.new)}
          rows={FUNNEL_STAGES.map((stage) => ({
            name: FUNNEL_STAGE_LABELS[stage],
            bars: [
              {
                ...FUNNEL_BARS.families,
                value: people.stages[stage],
                text: `${count(people.stages[stage])} (${ofAll(people.stages[stage], people.stages.new)})`,
              },
              {
                ...FUNNEL_BARS.enquiries,
                value: total.stages[stage],
                text: `${count(total.stages[stage])} (${ofAll(total.stages[stage], total.stages.new)})`,
              },
            ],
          }))}
        />
      )}
      table={<FamilyStagesTable families={people} total={total} />}
    />
  );
}

/** Conversion by source: families by first or last touch, or enquiries. */
function ConversionCard({
  funnels,
  total,
  family,
}: {
  funnels: SourceFunnel[];
  total: SourceFunnel;
  family: FamilyFunnels | null;
}) {
  const [chosen, setChosen] = useState<ConversionBasis>('first');
  // An older server counts no families: enquiries it is.
  const basis: ConversionBasis = family ? chosen : 'enquiries';
  const shown = basis === 'enquiries' || !family ? funnels : family[basis];
  const shownTotal = basis === 'enquiries' || !family ? total : family.total;
  return (
    <ChartCard
      id="chart-conversion"
      title="Conversion by source"
      summary={conversionSummary(shown, basis)}
      controls={
        family && (
          <div className="chart-toggle" role="group" aria-label="Count conversion by">
            {(['first', 'last', 'enquiries'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={basis === option}
                onClick={() => setChosen(option)}
              >
                {CONVERSION_BASIS_LABELS[option]}
              </button>
            ))}
          </div>
        )
      }
      chart={(width) => (
        <HorizontalBars
          width={width}
          max={Math.max(0.01, ...shown.map((funnel) => funnel.conversion))}
          format={percent}
          whole={false}
          rows={shown.map((funnel) => ({
            name: sourceLabel(funnel.source),
            bars: [
              {
                label: 'Enrolled',
                value: funnel.conversion,
                text: `${percent(funnel.conversion)} (${count(funnel.stages.enrolled)} of ${count(funnel.stages.new)})`,
                colour: '#009e73',
              },
            ],
          }))}
        />
      )}
      table={
        <FunnelTable funnels={shown} total={shownTotal} caption={CONVERSION_CAPTIONS[basis]} />
      }
    />
  );
}

type CounsellorRow = DashboardData['counsellors'][number];

/**
 * A counsellor's bars, each told apart by its colour and its pattern. The
 * day's calling (docs/decisions/053-the-days-calling.md) adds calls that
 * reached the family and not, and follow-ups kept on time; a server that
 * does not count them shows the first three alone.
 */
const COUNSELLOR_BARS: readonly {
  key: string;
  label: string;
  colour: string;
  pattern?: string;
  value: (row: CounsellorRow) => number;
  text?: (row: CounsellorRow) => string;
  calling?: true;
}[] = [
  { key: 'calls', label: 'Calls logged', colour: '#0072b2', value: (row) => row.calls },
  {
    key: 'reached',
    label: 'Reached',
    colour: '#009e73',
    pattern: 'dash-vertical',
    value: (row) => row.reached ?? 0,
    calling: true,
  },
  {
    key: 'not_reached',
    label: 'Not reached',
    colour: '#cc79a7',
    pattern: 'dash-grid',
    value: (row) => row.not_reached ?? 0,
    calling: true,
  },
  {
    key: 'follow_ups_kept',
    label: 'Follow-ups kept on time',
    colour: '#56b4e9',
    pattern: 'dash-horizontal',
    value: (row) => row.follow_ups_kept ?? 0,
    text: keptText,
    calling: true,
  },
  {
    key: 'due_today',
    label: 'Due today',
    colour: '#e69f00',
    pattern: 'dash-stripes',
    value: (row) => row.due_today,
  },
  {
    key: 'overdue',
    label: 'Overdue',
    colour: '#d55e00',
    pattern: 'dash-dots',
    value: (row) => row.overdue,
  },
];

/** The bars this server's answer has numbers for. */
const counsellorBars = (rows: readonly CounsellorRow[]) =>
  rows.some((row) => row.reached !== undefined)
    ? COUNSELLOR_BARS
    : COUNSELLOR_BARS.filter((bar) => !bar.calling);

function CounsellorTable({ rows }: { rows: DashboardData['counsellors'] }) {
  return (
    <table>
      <caption>
        Calls logged in the range (reached and not), follow-ups due in the range kept on time, and
        follow-ups due today and overdue now
      </caption>
      <thead>
        <tr>
          <th scope="col">Counsellor</th>
          {counsellorBars(rows).map((bar) => (
            <th scope="col" key={bar.key}>
              {bar.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.email ?? ''} data-email={row.email ?? ''}>
            <th scope="row">{counsellorLabel(row.email)}</th>
            {counsellorBars(rows).map((bar) => (
              <td key={bar.key}>{bar.text ? bar.text(row) : count(bar.value(row))}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The median working time to a first call, per counsellor and per week of
 * arrival (docs/decisions/053-the-days-calling.md): one colour each, since
 * each chart has one series; every bar says its hours.
 */
function FirstCallCards({ data }: { data: DashboardData }) {
  const summary = firstCallSummary(data);
  if (summary === null || data.first_call_weeks === undefined) return null;
  const called = data.counsellors.filter(
    (row) => (row.first_calls ?? 0) > 0 && row.first_call_median_ms != null,
  );
  const weeks = data.first_call_weeks;
  const max = Math.max(
    1,
    ...called.map((row) => row.first_call_median_ms ?? 0),
    ...weeks.map((week) => week.median_ms),
  );
  const hoursTick = (ms: number) => hoursText(ms);
  return (
    <>
      <ChartCard
        id="chart-first-call-counsellors"
        title="Time to first call, by counsellor"
        summary={summary}
        chart={(width) => (
          <HorizontalBars
            width={width}
            max={max}
            whole={false}
            format={hoursTick}
            rows={called.map((row) => ({
              name: counsellorLabel(row.email),
              bars: [
                {
                  label: 'Median working time to the first call',
                  value: row.first_call_median_ms ?? 0,
                  text: `${hoursText(row.first_call_median_ms ?? 0)} (${count(row.first_calls ?? 0)} called)`,
                  colour: '#0072b2',
                },
              ],
            }))}
          />
        )}
        table={
          <table>
            <caption>
              Median working time from an enquiry to its first call, by who called, for enquiries
              received in the range
            </caption>
            <thead>
              <tr>
                <th scope="col">Counsellor</th>
                <th scope="col">Median wait (working hours)</th>
                <th scope="col">Enquiries called</th>
              </tr>
            </thead>
            <tbody>
              {called.map((row) => (
                <tr key={row.email ?? ''}>
                  <th scope="row">{counsellorLabel(row.email)}</th>
                  <td>{hoursText(row.first_call_median_ms ?? 0)}</td>
                  <td>{count(row.first_calls ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <ChartCard
        id="chart-first-call-weeks"
        title="Time to first call, by week"
        summary={`The median working time to the first call of the enquiries that arrived each week (Monday to Sunday, IST); weeks with none called are left out.`}
        chart={(width) => (
          <HorizontalBars
            width={width}
            max={max}
            whole={false}
            format={hoursTick}
            rows={weeks.map((week) => ({
              name: `Week of ${dayLabel(week.week, true)}`,
              bars: [
                {
                  label: 'Median working time to the first call',
                  value: week.median_ms,
                  text: `${hoursText(week.median_ms)} (${count(week.first_calls)} called)`,
                  colour: '#e69f00',
                  pattern: 'dash-stripes',
                },
              ],
            }))}
          />
        )}
        table={
          <table>
            <caption>Median working time to the first call, by week of arrival</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Median wait (working hours)</th>
                <th scope="col">Enquiries called</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row">{dayLabel(week.week, true)}</th>
                  <td>{hoursText(week.median_ms)}</td>
                  <td>{count(week.first_calls)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    </>
  );
}

type Phase =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; data: DashboardData };

export interface DashboardProps {
  /** Goes up each time the staff member signs in again: the dashboard is read again. */
  refreshKey: number;
  onSessionEnded: (message: string) => void;
}

export function Dashboard({ refreshKey, onSessionEnded }: DashboardProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // Dates typed and not yet shown: an answer on its way must not overwrite them.
  const typed = useRef(false);
  const [range, setRange] = useState<DashboardQueryRequest>({});
  const [invalid, setInvalid] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  // Asking again: what is shown stays until the answer comes.
  const [busy, setBusy] = useState(true);
  const reload = (next: DashboardQueryRequest) => {
    setBusy(true);
    setRange(next);
    setGeneration((n) => n + 1);
  };
  const [by, setBy] = useState<WeeklyBy>('source');
  const errorId = useId();

  useEffect(() => {
    let current = true;
    void consoleApi()
      .getDashboard(range)
      .then((result) => {
        if (!current) return;
        setBusy(false);
        if (result.ok) {
          setPhase({ kind: 'ready', data: result.value });
          if (!typed.current) {
            setFrom(result.value.from);
            setTo(result.value.to);
          }
        } else if (result.error.kind === 'session-expired') {
          onSessionEnded(result.error.message);
        } else {
          setPhase({ kind: 'error', message: result.error.message });
        }
      });
    return () => {
      current = false;
    };
  }, [range, generation, refreshKey, onSessionEnded]);

  const show = (event: FormEvent) => {
    event.preventDefault();
    const asked = DashboardQueryRequestSchema.safeParse({ from, to });
    if (!asked.success) {
      setInvalid(Object.values(fieldErrors(asked.error))[0] ?? 'Please correct the dates.');
      return;
    }
    setInvalid(null);
    typed.current = false;
    reload({ from, to });
  };

  const data = phase.kind === 'ready' ? phase.data : null;
  const series = useMemo(() => (data ? weeklySeries(data, by) : null), [data, by]);
  const funnels = useMemo(() => (data ? funnelBySource(data.funnel, data.sources) : []), [data]);
  const total = useMemo(() => totalFunnel(funnels), [funnels]);
  const family = useMemo(() => (data ? familyFunnels(data) : null), [data]);

  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      {/* Patterns that tell bars apart besides their colour, for every chart and legend. */}
      <svg className="chart-patterns" width="0" height="0" aria-hidden="true" focusable="false">
        <defs>
          <pattern
            id="dash-stripes"
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="2" height="6" fill="rgba(255,255,255,0.75)" />
          </pattern>
          <pattern id="dash-dots" width="5" height="5" patternUnits="userSpaceOnUse">
            <circle cx="2.5" cy="2.5" r="1.2" fill="rgba(255,255,255,0.85)" />
          </pattern>
          <pattern id="dash-vertical" width="5" height="5" patternUnits="userSpaceOnUse">
            <rect width="1.5" height="5" fill="rgba(255,255,255,0.8)" />
          </pattern>
          <pattern id="dash-horizontal" width="5" height="5" patternUnits="userSpaceOnUse">
            <rect width="5" height="1.5" fill="rgba(255,255,255,0.8)" />
          </pattern>
          <pattern id="dash-grid" width="6" height="6" patternUnits="userSpaceOnUse">
            <rect width="1.2" height="6" fill="rgba(255,255,255,0.8)" />
            <rect width="6" height="1.2" fill="rgba(255,255,255,0.8)" />
          </pattern>
        </defs>
      </svg>
      <div className="dashboard-bar">
        <h2 id="dashboard-title">Dashboard</h2>
        <form className="dashboard-range" onSubmit={show} noValidate>
          <label>
            From{' '}
            <input
              type="date"
              value={from}
              onChange={(event) => {
                typed.current = true;
                setFrom(event.target.value);
              }}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
          </label>
          <label>
            To{' '}
            <input
              type="date"
              value={to}
              onChange={(event) => {
                typed.current = true;
                setTo(event.target.value);
              }}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
          </label>
          <button type="submit">Show</button>
          <button
            type="button"
            onClick={() => {
              setInvalid(null);
              reload({});
            }}
          >
            Last 12 weeks
          </button>
        </form>
        <p className="dashboard-note" role="status">
          {busy
            ? 'Loading the dashboard…'
            : data
              ? `Days in IST, ${dayLabel(data.from, true)} to ${dayLabel(data.to, true)}. Updated ${new Date(data.generated_at).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' })} IST.`
              : ''}
        </p>
      </div>
      {invalid && (
        <p id={errorId} className="save-error" role="alert">
          {invalid}
        </p>
      )}
      {phase.kind === 'error' && (
        <div className="state" role="alert">
          <p>Could not load the dashboard: {phase.message}</p>
          <button type="button" onClick={() => reload(range)}>
            Try again
          </button>
        </div>
      )}
      {data && series && (
        <div className="dashboard-grid">
          <ChartCard
            id="chart-weeks"
            title="Enquiries per week"
            summary={weeklySummary(series, by, data)}
            controls={
              <div className="chart-toggle" role="group" aria-label="Group enquiries by">
                {(['source', 'program'] as const).map((option) => (
                  <button
                    key={option}
                    type="button"
                    aria-pressed={by === option}
                    onClick={() => setBy(option)}
                  >
                    {option === 'source' ? 'By source' : 'By programme'}
                  </button>
                ))}
              </div>
            }
            legend={
              <Legend
                items={series.keys.map((key) => ({
                  label: seriesLabel(by, key),
                  colour: seriesColours(by, series.keys).get(key)!,
                }))}
              />
            }
            chart={(width) => (
              <WeeklyChart
                series={series}
                by={by}
                colours={seriesColours(by, series.keys)}
                width={width}
              />
            )}
            table={<WeeklyTable series={series} by={by} />}
          />
          <FunnelCard total={total} family={family} />
          <ConversionCard funnels={funnels} total={total} family={family} />
          <ChartCard
            id="chart-counsellors"
            title="Counsellors"
            summary={counsellorSummary(data.counsellors)}
            legend={
              <Legend
                items={counsellorBars(data.counsellors).map((bar) => ({
                  label: bar.label,
                  colour: bar.colour,
                  ...(bar.pattern ? { pattern: bar.pattern } : {}),
                }))}
              />
            }
            chart={(width) => (
              <HorizontalBars
                width={width}
                barsPerRow={counsellorBars(data.counsellors).length}
                max={Math.max(
                  1,
                  ...data.counsellors.flatMap((row) =>
                    counsellorBars(data.counsellors).map((bar) => bar.value(row)),
                  ),
                )}
                rows={data.counsellors.map((row) => ({
                  name: counsellorLabel(row.email),
                  bars: counsellorBars(data.counsellors).map((bar) => ({
                    label: bar.label,
                    value: bar.value(row),
                    text: bar.text ? bar.text(row) : count(bar.value(row)),
                    colour: bar.colour,
                    ...(bar.pattern ? { pattern: bar.pattern } : {}),
                  })),
                }))}
              />
            )}
            table={<CounsellorTable rows={data.counsellors} />}
          />
          <FirstCallCards data={data} />
        </div>
      )}
    </section>
  );
}
