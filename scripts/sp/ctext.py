"""C text of the SP generator: one mechanism for every fixed piece of C.

The C the generator writes around the kernels (templates, helpers, the
compatibility preamble, sp.h prototypes, the kernel test's command loop)
lives in scripts/sp/templates/*.c.in (*.h.in for header text), read as
string.Template: ${NAME} is a placeholder (always braced), $$ a dollar
(C never needs one).  Python fills in the parameters and runs the loops;
emitters of instruction sequences (emit_c.py, emit_rv64.py) build their
lines programmatically.  A template may name a placeholder that the
caller computes lazily (LazySubs): kernels and tables are then requested
only when some C text uses them.
"""

import os
import string

TEMPLATE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                            "templates")
_cache = {}


def template(name):
    """string.Template of templates/<name> (read once)."""
    if name not in _cache:
        with open(os.path.join(TEMPLATE_DIR, name), encoding="ascii") as fh:
            _cache[name] = string.Template(fh.read())
    return _cache[name]


def render(name, subs=None, **kw):
    """Text of template `name` with ${NAME} replaced from subs and kw
    (values converted with str; a missing name is an error)."""
    return template(name).substitute({} if subs is None else subs, **kw)


class LazySubs(dict):
    """Substitutions whose values may be callables, evaluated (and
    cached) when a template uses them: kernels and tables are requested
    from the context only when some C text names them."""

    def __getitem__(self, key):
        v = dict.__getitem__(self, key)
        if callable(v):
            v = v()
            self[key] = v
        return v


def fill(name, subs=None, **kw):
    """Lines of template `name` with subs applied, trailing newlines
    dropped (every line < 80)."""
    lines = render(name, subs, **kw).rstrip("\n").split("\n")
    long = [ln for ln in lines if len(ln) >= 80]
    assert not long, "lines too long in %s:\n%s" % (name, "\n".join(long))
    return lines
