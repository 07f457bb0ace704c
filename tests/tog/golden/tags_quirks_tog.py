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
	"loop_end": 4,
	"loop_step": 1,
	"loop_type": "outer_loop"
}
,2 : {
	"node_id": 2,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [1],
	"children": [3,4,5,6,7,8,9,10,11],
	"loop_index": "loop_arg001",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "inner_loop"
}
,3 : {
	"node_id": 3,
	"node_name": "DMANode",
	"node_type": 3,
	"parents": [2],
	"children": [],
	"is_write": 0,
	"is_async": 0,
	"base_address": "arg0",
	"indirect_mode": 0,
	"tile_size": [16],
	"tile_stride": [1],
	"tag_idx_list": ["loop_arg000","2","loop_arg001"],
	"tag_stride_list": [1,1],
	"loop_idx_list": ["loop_arg000"],
	"loop_stride_list": [1],
	"element_size": 32
}
,4 : {
	"node_id": 4,
	"node_name": "DMANode",
	"node_type": 3,
	"parents": [2],
	"children": [],
	"is_write": 0,
	"is_async": 0,
	"base_address": "arg0",
	"indirect_mode": 0,
	"tile_size": [16],
	"tile_stride": [1],
	"tag_idx_list": ["loop_arg000","loop_arg001","0"],
	"tag_stride_list": [1,1],
	"loop_idx_list": ["loop_arg000"],
	"loop_stride_list": [1],
	"element_size": 32
}
,5 : {
	"node_id": 5,
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [2],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 0
}
,6 : {
	"node_id": 6,
	"node_name": "DMANode",
	"node_type": 3,
	"parents": [2],
	"children": [],
	"is_write": 0,
	"is_async": 0,
	"base_address": "arg0",
	"indirect_mode": 0,
	"tile_size": [16],
	"tile_stride": [1],
	"tag_idx_list": ["loop_arg001"],
	"tag_stride_list": [2,3],
	"loop_idx_list": ["loop_arg000"],
	"loop_stride_list": [1],
	"element_size": 32
}
,7 : {
	"node_id": 7,
	"node_name": "DMANode",
	"node_type": 3,
	"parents": [2],
	"children": [],
	"is_write": 0,
	"is_async": 0,
	"base_address": "arg0",
	"indirect_mode": 0,
	"tile_size": [16],
	"tile_stride": [1],
	"tag_idx_list": ["5"],
	"tag_stride_list": [1],
	"loop_idx_list": ["loop_arg000"],
	"loop_stride_list": [1],
	"element_size": 32
}
,8 : {
	"node_id": 8,
	"node_name": "DMANode",
	"node_type": 3,
	"parents": [2],
	"children": [],
	"is_write": 0,
	"is_async": 0,
	"base_address": "arg0",
	"indirect_mode": 0,
	"tile_size": [16],
	"tile_stride": [],
	"tag_idx_list": ["0"],
	"tag_stride_list": [1],
	"loop_idx_list": ["loop_arg000"],
	"loop_stride_list": [1],
	"element_size": 32
}
,9 : {
	"node_id": 9,
	"node_name": "DMANode",
	"node_type": 3,
	"parents": [2],
	"children": [],
	"is_write": 1,
	"is_async": 0,
	"base_address": "arg1",
	"indirect_mode": 0,
	"tile_size": [16],
	"tile_stride": [1],
	"tag_idx_list": ["loop_arg000","loop_arg001"],
	"tag_stride_list": [1,1],
	"loop_idx_list": ["loop_arg000"],
	"loop_stride_list": [1],
	"element_size": 32
}
,10 : {
	"node_id": 10,
	"node_name": "DMAWaitNode",
	"node_type": 4,
	"parents": [2],
	"children": [],
	"base_address": "arg10",
	"tag_idx_list": [],
	"tag_stride_list": [1],
	"tag_divider_list": [1]}
,11 : {
	"node_id": 11,
	"node_name": "DMAWaitNode",
	"node_type": 4,
	"parents": [2],
	"children": [],
	"base_address": "arg",
	"tag_idx_list": ["loop_arg000"],
	"tag_stride_list": [1,3],
	"tag_divider_list": [1,1]}
,}