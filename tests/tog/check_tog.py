#!/usr/bin/env python3
"""check_tog.py [--elem-bits N] FILE... — validate Tile Operation Graph files.

Each FILE (a `<key>_tog.py`) is loaded the way PyTorchSim's tog_generator
loads it (shared/spec/tog.md §6.1): imported as Python source, `graph` taken
from the module.  Then it is checked against the rules of tog.md §5 and §6:

  - the text is exactly what §5.1's grammar prints for that dict (tabs,
    commas, the wait node's closing brace, `,}` with no newline at the end);
  - one root, id 0, no parent; every other node has one parent that comes
    earlier, is listed in that parent's children, and the file order is the
    depth-first preorder of the children lists; ids increase (gaps allowed);
  - every key of its kind, with the right types; node_name matches node_type;
  - loops: start < end, step > 0, a known loop_type, unique names; the loops
    under the root are outer_loop (legacy TOGSim's work-item space);
  - DMAs: flags 0/1, base "argN", tile_size/tile_stride of equal length <= 4,
    a load's tag lists of equal length, a store's one tag stride,
    loop_idx_list sorted, each "c<int>" or an enclosing loop, one stride each;
    element_size in bits;
  - waits: after dropping -1 strides and accumulation-loop entries the tag
    and stride lists have equal length; one divider per tag entry when a
    non-accumulation loop is named; loop names enclosing;
  - compute nodes: compute_cycle 0, compute_type 0, 1 or 2.

Prints one line per violation ("FILE: node N: ...") and exits 1 if any.
"""
import importlib.machinery
import importlib.util
import re
import sys

KINDS = {0: "root", 1: "ComputeNode", 2: "loopNode", 3: "DMANode", 4: "DMAWaitNode"}
COMMON = ["node_id", "node_name", "node_type", "parents", "children"]
FIELDS = {
    0: [],
    1: ["compute_cycle", "compute_type"],
    2: ["loop_index", "loop_start", "loop_end", "loop_step", "loop_type"],
    3: ["is_write", "is_async", "base_address", "indirect_mode", "tile_size", "tile_stride", "tag_idx_list",
        "tag_stride_list", "loop_idx_list", "loop_stride_list", "element_size"],
    4: ["base_address", "tag_idx_list", "tag_stride_list", "tag_divider_list"],
}
INT_LISTS = {"parents", "children", "tile_size", "tile_stride", "tag_stride_list", "loop_stride_list",
             "tag_divider_list"}
STR_LISTS = {"tag_idx_list", "loop_idx_list"}
STRS = {"node_name", "loop_index", "loop_type", "base_address"}
LOOP_TYPES = {"outer_loop", "accumulation_loop", "inner_loop"}
ELEM_BITS = {1, 8, 16, 32, 64}


def load(path):
    """tog_generator's load_file: import the file, take `graph`."""
    loader = importlib.machinery.SourceFileLoader("tog_graph", path)
    spec = importlib.util.spec_from_loader("tog_graph", loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod.graph


def fmt_list(v):
    return "[" + ",".join('"%s"' % x if isinstance(x, str) else "%d" % x for x in v) + "]"


def render(graph):
    """§5.1: the text build_tog.py prints for this dict."""
    out = ["graph = {\n"]
    for nid, n in graph.items():
        k = n["node_type"]
        s = "%d : {\n\t\"node_id\": %d,\n\t\"node_name\": \"%s\",\n\t\"node_type\": %d,\n" % (
            nid, n["node_id"], n["node_name"], k)
        s += "\t\"parents\": %s,\n\t\"children\": %s" % (fmt_list(n["parents"]), fmt_list(n["children"]))
        if k == 0:
            s += "\n}\n"
        elif k == 2:
            s += ",\n\t\"loop_index\": \"%s\",\n\t\"loop_start\": %d,\n\t\"loop_end\": %d,\n\t\"loop_step\": %d," \
                 "\n\t\"loop_type\": \"%s\"\n}\n" % (n["loop_index"], n["loop_start"], n["loop_end"],
                                                     n["loop_step"], n["loop_type"])
        elif k == 3:
            s += ",\n"
            for key in FIELDS[3][:-1]:
                v = n[key]
                s += "\t\"%s\": %s,\n" % (key, fmt_list(v) if isinstance(v, list) else
                                          ('"%s"' % v if isinstance(v, str) else "%d" % v))
            s += "\t\"element_size\": %d\n}\n" % n["element_size"]
        elif k == 4:
            s += ",\n\t\"base_address\": \"%s\",\n\t\"tag_idx_list\": %s,\n\t\"tag_stride_list\": %s,\n" \
                 "\t\"tag_divider_list\": %s}\n" % (n["base_address"], fmt_list(n["tag_idx_list"]),
                                                    fmt_list(n["tag_stride_list"]), fmt_list(n["tag_divider_list"]))
        elif k == 1:
            s += ",\n\t\"compute_cycle\": %d,\n\t\"compute_type\": %d\n}\n" % (n["compute_cycle"], n["compute_type"])
        out.append(s + ",")
    out.append("}")
    return "".join(out)


class Checker:
    def __init__(self, path, elem_bits):
        self.path, self.elem_bits, self.errors = path, elem_bits, []

    def bad(self, nid, msg):
        self.errors.append("%s: %s%s" % (self.path, "" if nid is None else "node %s: " % nid, msg))

    def types(self, nid, n):
        k = n.get("node_type")
        if k not in KINDS:
            return self.bad(nid, "node_type %r is none of %s" % (k, sorted(KINDS)))
        want = COMMON + FIELDS[k]
        if list(n.keys()) != want:
            return self.bad(nid, "keys %s, expected %s" % (list(n.keys()), want))
        if n["node_name"] != KINDS[k]:
            self.bad(nid, "node_name %r for node_type %d (expected %r)" % (n["node_name"], k, KINDS[k]))
        for key, v in n.items():
            if key in INT_LISTS or key in STR_LISTS:
                t = str if key in STR_LISTS else int
                if not isinstance(v, list) or not all(type(x) is t for x in v):
                    self.bad(nid, "%s must be a list of %s: %r" % (key, t.__name__, v))
            elif key in STRS:
                if not isinstance(v, str):
                    self.bad(nid, "%s must be a string: %r" % (key, v))
            elif type(v) is not int:
                self.bad(nid, "%s must be an integer: %r" % (key, v))
        return not self.errors

    def structure(self, graph):
        ids = list(graph.keys())
        if not ids or ids[0] != 0 or graph[0]["node_type"] != 0 or graph[0]["parents"] != []:
            self.bad(None, "the first node must be the root: id 0, node_type 0, no parent")
        roots = [i for i in ids if graph[i]["node_type"] == 0]
        if len(roots) != 1:
            self.bad(None, "%d root nodes, expected one" % len(roots))
        for a, b in zip(ids, ids[1:]):
            if b <= a:
                self.bad(b, "ids must increase along the file (after %d)" % a)
        seen = set()
        for i in ids:
            n = graph[i]
            if n["node_id"] != i:
                self.bad(i, "node_id %d differs from its key" % n["node_id"])
            if i != 0:
                if len(n["parents"]) != 1:
                    self.bad(i, "needs exactly one parent, has %r" % n["parents"])
                elif n["parents"][0] not in seen:
                    self.bad(i, "parent %d does not come earlier in the file" % n["parents"][0])
                elif i not in graph[n["parents"][0]]["children"]:
                    self.bad(i, "not among the children of its parent %d" % n["parents"][0])
            for ch in n["children"]:
                if ch not in graph:
                    self.bad(i, "child %d is no node" % ch)
                elif graph[ch]["parents"] != [i]:
                    self.bad(i, "child %d names parent %r" % (ch, graph[ch]["parents"]))
            if n["node_type"] in (1, 3, 4) and n["children"]:
                self.bad(i, "a %s has no children" % n["node_name"])
            seen.add(i)
        order, stack = [], [0] if 0 in graph else []
        while stack:
            i = stack.pop()
            order.append(i)
            stack.extend(reversed([c for c in graph[i]["children"] if c in graph]))
        if order != ids:
            self.bad(None, "file order %s is not the depth-first preorder %s" % (ids, order))

    def ancestors(self, graph, i):
        """Loop nodes enclosing node i, innermost first."""
        out = []
        while graph[i]["parents"]:
            i = graph[i]["parents"][0]
            if i not in graph:
                break
            if graph[i]["node_type"] == 2:
                out.append(graph[i])
        return out

    def loop(self, graph, i, n, names):
        if not n["loop_start"] < n["loop_end"]:
            self.bad(i, "loop_start %d must be below loop_end %d" % (n["loop_start"], n["loop_end"]))
        if n["loop_step"] <= 0:
            self.bad(i, "loop_step %d must be positive" % n["loop_step"])
        if n["loop_type"] not in LOOP_TYPES:
            self.bad(i, "loop_type %r is none of %s" % (n["loop_type"], sorted(LOOP_TYPES)))
        if not re.fullmatch(r"loop_arg\d{3,}", n["loop_index"]):
            self.bad(i, "loop_index %r is not loop_argNNN" % n["loop_index"])
        if n["loop_index"] in names:
            self.bad(i, "loop_index %r used twice" % n["loop_index"])
        names.add(n["loop_index"])
        if n["parents"] == [0] and n["loop_type"] != "outer_loop":
            self.bad(i, "a loop under the root must be an outer_loop (legacy TOGSim's work items), not %r"
                     % n["loop_type"])

    def dma(self, graph, i, n):
        for key in ("is_write", "is_async", "indirect_mode"):
            if n[key] not in (0, 1):
                self.bad(i, "%s must be 0 or 1, not %r" % (key, n[key]))
        if not re.fullmatch(r"arg\d*", n["base_address"]):
            self.bad(i, "base_address %r is not argN" % n["base_address"])
        ts, st = n["tile_size"], n["tile_stride"]
        if not ts or len(ts) > 4 or any(x <= 0 for x in ts):
            self.bad(i, "tile_size %r must hold 1 to 4 positive sizes" % ts)
        if len(st) != len(ts):
            self.bad(i, "tile_stride %r and tile_size %r differ in length" % (st, ts))
        tags, tstr = n["tag_idx_list"], n["tag_stride_list"]
        if n["is_write"] == 0 and len(tags) != len(tstr):
            self.bad(i, "a load's tag_idx_list %r and tag_stride_list %r differ in length" % (tags, tstr))
        if n["is_write"] == 1 and len(tstr) != 1:
            self.bad(i, "a store's tag_stride_list %r must hold one stride" % tstr)
        enclosing = {l["loop_index"] for l in self.ancestors(graph, i)}
        idx, lst = n["loop_idx_list"], n["loop_stride_list"]
        if len(idx) != len(lst):
            self.bad(i, "loop_idx_list %r and loop_stride_list %r differ in length" % (idx, lst))
        if idx != sorted(set(idx)):
            self.bad(i, "loop_idx_list %r is not sorted and unique" % idx)
        for k in idx:
            if not re.fullmatch(r"c-?\d+", k) and k not in enclosing:
                self.bad(i, "loop_idx_list entry %r is neither c<int> nor an enclosing loop" % k)
        for k in tags:
            if not re.fullmatch(r"-?\d+", k) and k not in enclosing:
                self.bad(i, "tag_idx_list entry %r is neither a number nor an enclosing loop" % k)
        bits = n["element_size"]
        if bits not in ELEM_BITS or (self.elem_bits and bits != self.elem_bits):
            self.bad(i, "element_size %d is not an element width in bits (%s)" %
                     (bits, self.elem_bits or sorted(ELEM_BITS)))

    def wait(self, graph, i, n):
        if not re.fullmatch(r"arg\d*", n["base_address"]):
            self.bad(i, "base_address %r is not argN" % n["base_address"])
        loops = self.ancestors(graph, i)
        enclosing = {l["loop_index"] for l in loops}
        acc = {l["loop_index"] for l in loops if l["loop_type"] == "accumulation_loop"}
        tags, strides, divs = n["tag_idx_list"], n["tag_stride_list"], n["tag_divider_list"]
        for k in tags:
            if not re.fullmatch(r"-?\d+", k) and k not in enclosing:
                self.bad(i, "tag_idx_list entry %r is neither a number nor an enclosing loop" % k)
        kept_tags = [t for t in tags if t not in acc]
        kept_strides = [s for s in strides if s != -1]
        if len(kept_tags) != len(kept_strides):
            self.bad(i, "without accumulation loops and -1 strides, tags %r and strides %r differ in length"
                     % (kept_tags, kept_strides))
        if any(t in enclosing and t not in acc for t in tags) and len(divs) != len(tags):
            self.bad(i, "tag_divider_list %r needs one divider per tag entry %r" % (divs, tags))
        if any(d <= 0 for d in divs):
            self.bad(i, "tag_divider_list %r must hold positive dividers" % divs)

    def run(self):
        try:
            with open(self.path, "rb") as f:
                text = f.read().decode("ascii")
            graph = load(self.path)
        except Exception as e:  # noqa: BLE001 - any failure to load is the finding
            self.bad(None, "tog_generator cannot load it: %s: %s" % (type(e).__name__, e))
            return self.errors
        if not isinstance(graph, dict) or not all(type(k) is int and isinstance(v, dict) for k, v in graph.items()):
            self.bad(None, "graph must be a dict of int ids to dicts")
            return self.errors
        for i, n in graph.items():
            self.types(i, n)
        if self.errors:
            return self.errors
        if render(graph) != text:
            self.bad(None, "the text is not what tog.md §5.1's grammar prints for this graph")
        self.structure(graph)
        if self.errors:
            return self.errors
        names = set()
        for i, n in graph.items():
            k = n["node_type"]
            if k == 2:
                self.loop(graph, i, n, names)
            elif k == 3:
                self.dma(graph, i, n)
            elif k == 4:
                self.wait(graph, i, n)
            elif k == 1:
                if n["compute_cycle"] != 0 or n["compute_type"] not in (0, 1, 2):
                    self.bad(i, "compute_cycle must be 0 and compute_type 0, 1 or 2")
        return self.errors


def main(argv):
    elem_bits = None
    if len(argv) > 2 and argv[1] == "--elem-bits":
        elem_bits, argv = int(argv[2]), argv[2:]
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    errors = []
    for path in argv[1:]:
        errors += Checker(path, elem_bits).run()
    for e in errors:
        print(e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
