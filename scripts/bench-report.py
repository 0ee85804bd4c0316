#!/usr/bin/env python3
"""bench-report.py -- instructions per operation from benchmark --insn runs.

The benchmark, run under qemu-riscv64 with the insn_count plugin
(scripts/qemu/), writes to stderr, in order:

    WC_BENCH <name>|<iters>|<bytes>      before the regions of one row
    WC_COUNT <instructions> <muls>       one line per measured region

This script pairs the counts with their rows, checks that the count of
every region of a row is the same (they are exact under qemu, so any
difference is reported), and prints a table of million instructions and
million mul-class instructions per operation.  Given several logs, one per
build (for example the C tier and the asm tier), it prints them side by
side with the speed-up of the last column over the first.

Usage: bench-report.py LABEL=LOGFILE [LABEL=LOGFILE ...] [--markdown]
"""

import sys


def parse(path):
    """Returns {row name: (insns per op, muls per op, bytes)} in log order."""
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
        rows[name] = (insns, muls, nbytes)
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
                counts.append((int(parts[1]), int(parts[2])))
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

    head = ["operation"]
    for label, _ in builds:
        head += ["%s Minsn/op" % label, "%s Mmul/op" % label]
    if len(builds) > 1:
        head.append("%s/%s" % (builds[-2][0], builds[-1][0]))
    if len(builds) > 2:
        head.append("%s/%s" % (builds[0][0], builds[-1][0]))
    table = [head]
    for n in names:
        row = [n]
        counts = []
        for _, (rows, _) in builds:
            if n in rows:
                insns, muls, _ = rows[n]
                row += ["%.4f" % (insns / 1e6), "%.4f" % (muls / 1e6)]
                counts.append(insns)
            else:
                row += ["-", "-"]
                counts.append(None)

        def ratio(a, b):
            return "%.2fx" % (a / b) if a and b else "-"
        if len(builds) > 1:
            row.append(ratio(counts[-2], counts[-1]))
        if len(builds) > 2:
            row.append(ratio(counts[0], counts[-1]))
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
