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
	"children": [2,3,4,5,6,7,8,10,11,12],
	"loop_index": "loop_arg000",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "outer_loop"
}
,2 : {
	"node_id": 2,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [1],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 0
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
,5 : {
	"node_id": 5,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [1],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 0
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
,8 : {
	"node_id": 8,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [1],
	"children": [9],
	"loop_index": "loop_arg001",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "inner_loop"
}
,9 : {
	"node_id": 9,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [8],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 0
}
,10 : {
	"node_id": 10,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [1],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 2
}
,11 : {
	"node_id": 11,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [1],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 1
}
,12 : {
	"node_id": 12,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [1],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 2
}
,}