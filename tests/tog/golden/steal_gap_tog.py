graph = {
0 : {
	"node_id": 0,
	"node_name": "root",
	"node_type": 0,
	"parents": [],
	"children": [1]
}
,1 : {
	"node_id": 1,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [0],
	"children": [3,4,6,7],
	"loop_index": "loop_arg000",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "outer_loop"
}
,3 : {
	"node_id": 3,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [1],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 2
}
,4 : {
	"node_id": 4,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [1],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 1
}
,6 : {
	"node_id": 6,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [1],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 2
}
,7 : {
	"node_id": 7,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [1],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 1
}
,}