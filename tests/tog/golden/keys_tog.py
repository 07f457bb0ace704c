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
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "outer_loop"
}
,2 : {
	"node_id": 2,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [1],
	"children": [3,4,5,6,7],
	"loop_index": "loop_arg001",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "accumulation_loop"
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
	"tag_idx_list": ["0"],
	"tag_stride_list": [1],
	"loop_idx_list": ["c-3","c10","c2","loop_arg001"],
	"loop_stride_list": [-3,10,2,1],
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
	"tag_idx_list": ["0"],
	"tag_stride_list": [1],
	"loop_idx_list": ["loop_arg000","loop_arg001"],
	"loop_stride_list": [2,1],
	"element_size": 32
}
,5 : {
	"node_id": 5,
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
	"tag_idx_list": ["0"],
	"tag_stride_list": [1],
	"loop_idx_list": ["c7"],
	"loop_stride_list": [7],
	"element_size": 32
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
	"tag_idx_list": ["0"],
	"tag_stride_list": [1],
	"loop_idx_list": ["c0","loop_arg000"],
	"loop_stride_list": [0,1],
	"element_size": 32
}
,7 : {
	"node_id": 7,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [2],
	"children": [8],
	"loop_index": "loop_arg002",
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
	"children": [9],
	"loop_index": "loop_arg003",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "inner_loop"
}
,9 : {
	"node_id": 9,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [8],
	"children": [10],
	"loop_index": "loop_arg004",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "inner_loop"
}
,10 : {
	"node_id": 10,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [9],
	"children": [11],
	"loop_index": "loop_arg005",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "inner_loop"
}
,11 : {
	"node_id": 11,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [10],
	"children": [12],
	"loop_index": "loop_arg006",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "inner_loop"
}
,12 : {
	"node_id": 12,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [11],
	"children": [13],
	"loop_index": "loop_arg007",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "inner_loop"
}
,13 : {
	"node_id": 13,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [12],
	"children": [14],
	"loop_index": "loop_arg008",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "inner_loop"
}
,14 : {
	"node_id": 14,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [13],
	"children": [15],
	"loop_index": "loop_arg009",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "inner_loop"
}
,15 : {
	"node_id": 15,
	"node_name": "loopNode",
	"node_type": 2,
	"parents": [14],
	"children": [16],
	"loop_index": "loop_arg010",
	"loop_start": 0,
	"loop_end": 2,
	"loop_step": 1,
	"loop_type": "inner_loop"
}
,16 : {
	"node_id": 16,
	"node_name": "DMANode",
	"node_type": 3,
	"parents": [15],
	"children": [],
	"is_write": 0,
	"is_async": 0,
	"base_address": "arg0",
	"indirect_mode": 0,
	"tile_size": [16],
	"tile_stride": [1],
	"tag_idx_list": ["0"],
	"tag_stride_list": [1],
	"loop_idx_list": ["loop_arg002","loop_arg010"],
	"loop_stride_list": [1,3],
	"element_size": 32
}
,}