#!/usr/bin/env python3
"""bench-chart.py -- SVG bar chart of the RISC-V benchmark (C vs asm tier).

Reads the counts that scripts/bench-riscv.sh leaves in
build/bench/<tier>.counts (parsed by scripts/bench-report.py, imported
here) and writes a horizontal bar chart: one group per public-key
operation, one bar per tier, million modeled U74 cycles (or another
metric) per operation on a logarithmic axis (operations differ by three
orders of magnitude), and the speed-up of the last tier over the first at
the right.  The output depends only on the counts (no dates), so a
regenerated chart diffs cleanly.

Usage: bench-chart.py [--dir DIR] [--tiers c64,asm] [--metric M]
                      [--all-rows] [-o FILE]
  --dir    directory with <tier>.counts (default build/bench)
  --tiers  comma-separated tiers, first is the baseline (default c64,asm;
           "generic" is the sp_int-only build)
  --metric u74 or u54 (modeled cycles, scripts/qemu/rv_model.h) or insn
           (instructions); default u74 when the counts have it, else insn
  --all-rows  also the hash, DRBG and raw sp_int rows (default: RSA, DH
           and ECC operations only)
  -o       output file (default: stdout)
Regenerate the chart of doc/RISCV.md:
    scripts/bench-riscv.sh          # or just the counts already there
    python3 scripts/bench-chart.py -o doc/riscv-bench.svg
"""

import importlib.util
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)

LABELS = {"generic": "generic sp_int", "c64": "C SP tier (sp_c64)",
          "asm": "RV64IM asm SP tier (sp_riscv64)"}
COLOURS = {"generic": "#9e9e9e", "c64": "#4878b0", "asm": "#e07b39"}
SPARE_COLOURS = ["#6aa84f", "#8e63b5", "#c0504d"]
PK_PREFIXES = ("RSA", "DH", "ECC", "ECDSA", "ECDH", "SM2", "SAKKE")

# Layout (pixels).
WIDTH = 940
LEFT = 200           # operation labels end here
PLOT_W = 600         # the log axis
TOP_MARGIN = 78
BAR_H = 9
BAR_GAP = 2
GROUP_GAP = 9
FONT = "font-family=\"DejaVu Sans, Arial, sans-serif\""


def load_report():
    """scripts/bench-report.py as a module (its name has a hyphen)."""
    path = os.path.join(HERE, "bench-report.py")
    spec = importlib.util.spec_from_file_location("bench_report", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def esc(text):
    return (text.replace("&", "&amp;").replace("<", "&lt;")
            .replace(">", "&gt;"))


def nice(v):
    """Axis label of a tick value in millions."""
    if v >= 1:
        return "%g" % v
    return ("%.3f" % v).rstrip("0")


METRICS = {"insn": "million instructions",
           "u74": "million U74-model cycles",
           "u54": "million U54-model cycles"}


def value(row, metric):
    """The metric of one bench-report row, or None."""
    if metric == "insn":
        return row[0]
    return row[3].get(metric)


def chart(tiers, data, all_rows, metric):
    """The SVG text.  data: {tier: (rows, order)} from bench-report."""
    names = []
    for t in tiers:
        for n in data[t][1]:
            if n not in names and (all_rows or n.startswith(PK_PREFIXES)):
                names.append(n)
    if not names:
        raise SystemExit("bench-chart: no operations to plot")
    values = [value(data[t][0][n], metric) / 1e6 for t in tiers
              for n in names if n in data[t][0]]
    lo = 10 ** math.floor(math.log10(min(values)))
    hi = 10 ** math.ceil(math.log10(max(values)))
    span = math.log10(hi) - math.log10(lo)

    def x(v):
        return LEFT + PLOT_W * (math.log10(v) - math.log10(lo)) / span

    group_h = len(tiers) * (BAR_H + BAR_GAP) - BAR_GAP + GROUP_GAP
    plot_h = len(names) * group_h
    height = TOP_MARGIN + plot_h + 46
    colours = {}
    spare = list(SPARE_COLOURS)
    for t in tiers:
        colours[t] = COLOURS.get(t) or spare.pop(0)

    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'viewBox="0 0 %d %d">' % (WIDTH, height, WIDTH, height),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="22" font-size="15" font-weight="bold" %s>'
           '%s per operation, qemu-riscv64, -O2 '
           '(log scale; shorter is faster)</text>'
           % (LEFT - 180, FONT, METRICS[metric][0].upper() +
              METRICS[metric][1:])]
    # Legend.
    lx = LEFT - 180
    for t in tiers:
        out.append('<rect x="%d" y="36" width="14" height="10" fill="%s"/>'
                   % (lx, colours[t]))
        label = LABELS.get(t, t)
        out.append('<text x="%d" y="45" font-size="12" %s>%s</text>'
                   % (lx + 19, FONT, esc(label)))
        lx += 30 + 7 * len(label)
    out.append('<text x="%d" y="%d" font-size="11" text-anchor="middle" '
               '%s>%s/%s</text>' % (LEFT + PLOT_W + 60, TOP_MARGIN - 8,
                                    FONT, esc(tiers[0]), esc(tiers[-1])))
    # Grid: 1, 2, 5 per decade.
    decade = lo
    while decade <= hi * 1.0001:
        for m in (1, 2, 5):
            v = decade * m
            if v > hi * 1.0001:
                break
            gx = x(v)
            major = m == 1
            out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" '
                       'stroke="%s" stroke-width="1"/>'
                       % (gx, TOP_MARGIN - 4, gx, TOP_MARGIN + plot_h,
                          "#bbbbbb" if major else "#e4e4e4"))
            out.append('<text x="%.1f" y="%d" font-size="10" '
                       'text-anchor="middle" fill="#555" %s>%s</text>'
                       % (gx, TOP_MARGIN + plot_h + 14, FONT, nice(v)))
        decade *= 10
    out.append('<text x="%d" y="%d" font-size="11" text-anchor="middle" '
               '%s>%s per operation</text>'
               % (LEFT + PLOT_W // 2, TOP_MARGIN + plot_h + 30, FONT,
                  METRICS[metric]))
    # Bars.
    y = TOP_MARGIN
    for n in names:
        mid = y + (group_h - GROUP_GAP) / 2
        out.append('<text x="%d" y="%.1f" font-size="12" text-anchor="end" '
                   'dominant-baseline="middle" %s>%s</text>'
                   % (LEFT - 8, mid, FONT, esc(n)))
        vals = []
        for i, t in enumerate(tiers):
            by = y + i * (BAR_H + BAR_GAP)
            row = data[t][0].get(n)
            vals.append(value(row, metric) if row else None)
            if row is None:
                continue
            v = value(row, metric) / 1e6
            out.append('<rect x="%d" y="%d" width="%.1f" height="%d" '
                       'fill="%s"><title>%s, %s: %.4f M</title></rect>'
                       % (LEFT, by, max(x(v) - LEFT, 1.0), BAR_H,
                          colours[t], esc(n), esc(LABELS.get(t, t)), v))
            out.append('<text x="%.1f" y="%.1f" font-size="9" fill="#333" '
                       'dominant-baseline="middle" %s>%s</text>'
                       % (x(v) + 3, by + BAR_H / 2, FONT,
                          "%.3g" % v))
        if len(tiers) > 1 and vals[0] and vals[-1]:
            out.append('<text x="%d" y="%.1f" font-size="12" '
                       'text-anchor="middle" dominant-baseline="middle" '
                       '%s>%.2fx</text>' % (LEFT + PLOT_W + 60, mid, FONT,
                                            vals[0] / vals[-1]))
        y += group_h
    out.append('<text x="%d" y="%d" font-size="10" fill="#777" %s>'
               'scripts/bench-chart.py from scripts/bench-riscv.sh output '
               '(build/bench/*.counts)</text>'
               % (LEFT - 180, height - 6, FONT))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv):
    bench_dir = os.path.join(TOP, "build", "bench")
    tiers = ["c64", "asm"]
    metric = None
    all_rows = False
    out_path = None
    it = iter(argv)
    for a in it:
        if a == "--dir":
            bench_dir = next(it)
        elif a == "--tiers":
            tiers = [t for t in next(it).split(",") if t]
        elif a == "--metric":
            metric = next(it)
            if metric not in METRICS:
                raise SystemExit("bench-chart: --metric insn, u74 or u54")
        elif a == "--all-rows":
            all_rows = True
        elif a == "-o":
            out_path = next(it)
        else:
            print(__doc__.strip())
            return 2
    report = load_report()
    data = {}
    for t in tiers:
        path = os.path.join(bench_dir, t + ".counts")
        if not os.path.exists(path):
            raise SystemExit("bench-chart: %s missing (run "
                             "scripts/bench-riscv.sh)" % path)
        data[t] = report.parse(path)
    has = {m for m in ("u74", "u54")
           if all(m in r[3] for t in tiers for r in data[t][0].values())}
    if metric is None:
        metric = "u74" if "u74" in has else "insn"
    elif metric != "insn" and metric not in has:
        raise SystemExit("bench-chart: the counts have no %s cycles (run "
                         "scripts/bench-riscv.sh)" % metric)
    svg = chart(tiers, data, all_rows, metric)
    if out_path is None:
        sys.stdout.write(svg)
    else:
        with open(out_path, "w", encoding="utf-8") as f:
            f.write(svg)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
