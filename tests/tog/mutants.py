#!/usr/bin/env python3
"""mutants.py GOOD OUTDIR — broken copies of a valid graph for check_tog.py.

Writes OUTDIR/NAME.py (GOOD, the text of tog.md §5.2's worked example, with
one rule of tog.md §5/§6 broken) and OUTDIR/NAME.why (what check_tog.py must
say about it), so that `make check-tog` shows the checker can fail.
"""
import sys

# name: (text to replace, replacement, the reason check_tog.py must give);
# None as the text means a whole-file change, below
MUTANTS = {
    "wait_newline": ('"tag_divider_list": [1,1]}', '"tag_divider_list": [1,1]\n}', "not what tog.md §5.1"),
    "element_bytes": ('"element_size": 32', '"element_size": 4', "element_size 4 is not an element width in bits"),
    "tag_lengths": ('"tag_idx_list": ["0"],\n\t"tag_stride_list": [1],', '"tag_idx_list": ["0","0"],\n\t"tag_stride_list": [1],',
                    "a load's tag_idx_list"),
    "store_tags": ('"tag_idx_list": ["0"],\n\t"tag_stride_list": [1],\n\t"loop_idx_list": ["loop_arg000","loop_arg001"]',
                   '"tag_idx_list": ["0","0"],\n\t"tag_stride_list": [1,1],\n\t"loop_idx_list": ["loop_arg000","loop_arg001"]',
                   "a store's tag_stride_list"),
    "unknown_loop": ('"loop_idx_list": ["loop_arg000","loop_arg002"]', '"loop_idx_list": ["loop_arg000","loop_arg009"]',
                     "neither c<int> nor an enclosing loop"),
    "unsorted_keys": ('"loop_idx_list": ["loop_arg000","loop_arg002"]', '"loop_idx_list": ["loop_arg002","loop_arg000"]',
                      "is not sorted"),
    "stride_count": ('"loop_stride_list": [512,1]', '"loop_stride_list": [512]', "differ in length"),
    "empty_loop": ('"loop_end": 512', '"loop_end": 0', "loop_start 0 must be below loop_end 0"),
    "root_inner": ('"loop_type": "outer_loop"', '"loop_type": "inner_loop"', "a loop under the root must be an outer_loop"),
    "missing_key": ('\t"indirect_mode": 0,\n', "", "keys ["),
    "wrong_parent": ('"parents": [4],\n\t"children": [],\n\t"is_write": 0', '"parents": [2],\n\t"children": [],\n\t"is_write": 0',
                     "not among the children of its parent 2"),
    "wait_rule6": ('"tag_stride_list": [-1,1],', '"tag_stride_list": [-1,1,1],', "differ in length"),
    "node_name": ('"node_name": "DMAWaitNode"', '"node_name": "WaitNode"', "node_name 'WaitNode'"),
    "trailing_newline": (None, "newline", "not what tog.md §5.1"),
    "two_graphs": (None, "twice", "cannot load it"),
    "preorder": (None, "move", "depth-first preorder"),
}


def mutate(good, old, new):
    if old is not None:
        assert old in good, old
        return good.replace(old, new, 1)
    if new == "newline":
        return good + "\n"
    if new == "twice":   # two roots' printouts glued, as PyTorchSim writes them (tog.md §10.10)
        return good + good
    # node 3 moved after its sibling 4's subtree: the file is no preorder
    a, b, c = good.index(",3 : {"), good.index(",4 : {"), good.index(",11 : {")
    return good[:a] + good[b:c] + good[a:b] + good[c:]


def main(good_path, out):
    good = open(good_path).read()
    for name, (old, new, why) in MUTANTS.items():
        text = mutate(good, old, new)
        assert text != good, name
        with open("%s/%s.py" % (out, name), "w") as f:
            f.write(text)
        with open("%s/%s.why" % (out, name), "w") as f:
            f.write(why + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
