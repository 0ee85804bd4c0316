#!/usr/bin/env python3
"""bench-report.py -- instructions and modeled cycles per operation from
benchmark --insn runs.

The benchmark, run under qemu-riscv64 with the insn_count plugin
(scripts/qemu/), writes to stderr, in order:

    WC_BENCH <name>|<iters>|<bytes>      before the regions of one row
    WC_COUNT <instructions> <muls>       one line per measured region
    WC_CYCLES <model> <cycles> ...       after it, one per cycle model
                                         (plugin argument cycles=u74+u54)

This script pairs the counts with their rows and prints a table of
million instructions, million mul-class instructions and, when the log
has them, million modeled cycles of each core model (u74, u54) per
operation, averaged over the row's regions (cycles over those that have
them: with sample=N the plugin models the first of every N regions).
Given several logs, one per build (the generic path, the C tier, the asm
tier), it prints them side by side with the speed-up of the last column
over the one before and over the first, in instructions and in u74
cycles.

Usage: bench-report.py LABEL=LOGFILE [LABEL=LOGFILE ...] [--markdown]
"""

import sys

# Cycle models in the order their columns are printed.
MODELS = ("u74", "u54")


def parse(path):
    """Returns ({row name: (insns per op, muls per op, bytes,
    {model: cycles per op})}, [row names in log order])."""
    rows = {}
    order = []
    current = None
    counts = []

    def finish():
        if current is None:
            return
        name, iters, nbytes = current
        if len(counts) != iters:
            raise SystemExit("%s: row %r: %d regions counted, %d expected"
                             % (path, name, len(counts), iters))
        insns = sum(c[0] for c in counts) / iters
        muls = sum(c[1] for c in counts) / iters
        # cycles: the regions that have them (the plugin's sample=N
        # models only the first of every N)
        modeled = [c[2] for c in counts if c[2]]
        models = set(modeled[0]) if modeled else set()
        if any(set(c) != models for c in modeled):
            raise SystemExit("%s: row %r: cycle models differ between "
                             "regions" % (path, name))
        cycles = {m: sum(c[m] for c in modeled) / len(modeled)
                  for m in models}
        rows[name] = (insns, muls, nbytes, cycles)
        order.append(name)

    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.strip()
            if line.startswith("WC_BENCH "):
                finish()
                name, iters, nbytes = line[len("WC_BENCH "):].rsplit("|", 2)
                current = (name, int(iters), int(nbytes))
                counts = []
            elif line.startswith("WC_COUNT "):
                if current is None:
                    raise SystemExit("%s: count outside a row" % path)
                parts = line.split()
                counts.append((int(parts[1]), int(parts[2]), {}))
            elif line.startswith("WC_CYCLES "):
                if not counts:
                    raise SystemExit("%s: cycles before a count" % path)
                parts = line.split()
                counts[-1][2][parts[1]] = int(parts[2])
    finish()
    if not rows:
        raise SystemExit("%s: no benchmark rows (was the plugin loaded?)"
                         % path)
    return rows, order


def main(argv):
    markdown = "--markdown" in argv
    specs = [a for a in argv if a != "--markdown"]
    if not specs:
        print(__doc__)
        return 2
    builds = []
    for spec in specs:
        label, _, path = spec.partition("=")
        if not path:
            label, path = path or spec, spec
        builds.append((label, parse(path)))

    names = []
    for _, (_, order) in builds:
        for n in order:
            if n not in names:
                names.append(n)

    models = [m for m in MODELS
              if any(m in r[3] for _, (rows, _) in builds
                     for r in rows.values())]
    head = ["operation"]
    for label, _ in builds:
        head += ["%s Minsn/op" % label, "%s Mmul/op" % label]
        head += ["%s %s Mcyc/op" % (label, m) for m in models]
    pairs = []      # (numerator build index, denominator build index)
    if len(builds) > 1:
        pairs.append((len(builds) - 2, len(builds) - 1))
    if len(builds) > 2:
        pairs.append((0, len(builds) - 1))
    for a, b in pairs:
        name = "%s/%s" % (builds[a][0], builds[b][0])
        head.append(name)
        if models:
            head.append("%s %s" % (name, models[0]))
    table = [head]
    for n in names:
        row = [n]
        insns, cyc = [], []
        for _, (rows, _) in builds:
            if n in rows:
                r = rows[n]
                row += ["%.4f" % (r[0] / 1e6), "%.4f" % (r[1] / 1e6)]
                row += ["%.4f" % (r[3][m] / 1e6) if m in r[3] else "-"
                        for m in models]
                insns.append(r[0])
                cyc.append(r[3].get(models[0]) if models else None)
            else:
                row += ["-"] * (2 + len(models))
                insns.append(None)
                cyc.append(None)

        def ratio(a, b):
            return "%.2fx" % (a / b) if a and b else "-"
        for a, b in pairs:
            row.append(ratio(insns[a], insns[b]))
            if models:
                row.append(ratio(cyc[a], cyc[b]))
        table.append(row)

    widths = [max(len(r[i]) for r in table) for i in range(len(head))]
    for i, r in enumerate(table):
        cells = [c.ljust(widths[j]) if j == 0 else c.rjust(widths[j])
                 for j, c in enumerate(r)]
        print("| " + " | ".join(cells) + " |")
        if i == 0:
            sep = ["-" * w for w in widths]
            if markdown:   # right-align the number columns
                sep = [d if j == 0 else d[:-1] + ":"
                       for j, d in enumerate(sep)]
            print("| " + " | ".join(sep) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
