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
	"children": [2],
	"loop_index": "loop_arg000",
	"loop_start": 0,
	"loop_end": 256,
	"loop_step": 256,
	"loop_type": "outer_loop"
}
,2 : {
	"node_id": 2,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [1],
	"children": [3,4,15],
	"loop_index": "loop_arg001",
	"loop_start": 0,
	"loop_end": 256,
	"loop_step": 256,
	"loop_type": "outer_loop"
}
,3 : {
	"node_id": 3,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [2],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 0
}
,4 : {
	"node_id": 4,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [2],
	"children": [5,6,7],
	"loop_index": "loop_arg002",
	"loop_start": 0,
	"loop_end": 256,
	"loop_step": 256,
	"loop_type": "accumulation_loop"
}
,5 : {
	"node_id": 5,
	"node_name": "DMANode",
	"node_type": 3,
	"parents": [4],
	"children": [],
	"is_write": 0,
	"is_async": 1,
	"base_address": "arg0",
	"indirect_mode": 0,
	"tile_size": [256,256],
	"tile_stride": [256,1],
	"tag_idx_list": ["0","0"],
	"tag_stride_list": [1,1],
	"loop_idx_list": ["c0","loop_arg000","loop_arg002"],
	"loop_stride_list": [0,256,1],
	"element_size": 32
}
,6 : {
	"node_id": 6,
	"node_name": "DMANode",
	"node_type": 3,
	"parents": [4],
	"children": [],
	"is_write": 0,
	"is_async": 1,
	"base_address": "arg1",
	"indirect_mode": 0,
	"tile_size": [256,256],
	"tile_stride": [256,1],
	"tag_idx_list": ["0","0"],
	"tag_stride_list": [1,1],
	"loop_idx_list": ["c0","loop_arg001","loop_arg002"],
	"loop_stride_list": [0,1,256],
	"element_size": 32
}
,7 : {
	"node_id": 7,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [4],
	"children": [8],
	"loop_index": "loop_arg003",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "inner_loop"
}
,8 : {
	"node_id": 8,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [7],
	"children": [9,11,12],
	"loop_index": "loop_arg004",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "inner_loop"
}
,9 : {
	"node_id": 9,
	"node_name": "DMAWaitNode",
	"node_type": 4,
	"parents": [8],
	"children": [],
	"base_address": "arg1",
	"tag_idx_list": ["loop_arg002","0","0"],
	"tag_stride_list": [-1,1,2],
	"tag_divider_list": [1,1,2]}
,11 : {
	"node_id": 11,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [8],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 2
}
,12 : {
	"node_id": 12,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [8],
	"children": [13,14],
	"loop_index": "loop_arg005",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "inner_loop"
}
,13 : {
	"node_id": 13,
	"node_name": "DMAWaitNode",
	"node_type": 4,
	"parents": [12],
	"children": [],
	"base_address": "arg0",
	"tag_idx_list": ["loop_arg002","0","0"],
	"tag_stride_list": [-1,2,1],
	"tag_divider_list": [1,1,1]}
,14 : {
	"node_id": 14,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [12],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 1
}
,15 : {
	"node_id": 15,
	"node_name": "DMANode",
	"node_type": 3,
	"parents": [2],
	"children": [],
	"is_write": 1,
	"is_async": 0,
	"base_address": "arg2",
	"indirect_mode": 0,
	"tile_size": [256,256],
	"tile_stride": [256,1],
	"tag_idx_list": ["0"],
	"tag_stride_list": [1],
	"loop_idx_list": ["loop_arg000","loop_arg001"],
	"loop_stride_list": [256,1],
	"element_size": 32
}
,}