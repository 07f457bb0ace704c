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
	"node_name": "ComputeNode",
	"node_type": 1,
	"parents": [0],
	"children": [],
	"compute_cycle": 0,
	"compute_type": 0
}
,}