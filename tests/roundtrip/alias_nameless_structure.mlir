// Nameless structure around aliases (the printer drops the alias-walk
// entity of a dictionary, array or type with nothing aliasable below it,
// and remembers it as walked): the same dictionary first bare, then inside
// an array beside an alias, then again; an alias three levels down; a
// function type holding a memref whose layout is an alias, seen before
// and after a plain function type; maps and a set written inline, which
// get their aliases from the printer alone (no name from the input).
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0) : (d0 - 2 >= 0)>
"test.a"() {d = {p = 1 : i32, q = [2, 3]}, t = (i32) -> i32} : () -> ()
"test.b"() {a = [{p = 1 : i32, q = [2, 3]}, #map], t = (memref<4x4xf32, #map1>) -> i32} : () -> ()
"test.c"() {d = {p = 1 : i32, q = [2, 3]}, e = {x = {y = {z = #set}}}, t = (i32) -> i32} : () -> ()
"test.d"() {e = {x = {y = {z = #set}}}, f = [[[#map1]]], g = {p = 1 : i32, q = [2, 3]}} : () -> ()
"test.e"(%0) : (memref<4x4xf32, #map1>) -> ()
%0 = "test.f"() {u = [(i32) -> i32, (memref<4x4xf32, #map1>) -> i32]} : () -> memref<4x4xf32, #map1>
"test.g"() {m = affine_map<(d0) -> (d0 * 3)>, n = {k = [affine_map<(d0) -> (d0 * 3)>]}, s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
"test.h"() {n = {k = [affine_map<(d0) -> (d0 * 3)>]}, t = (memref<8xf32, affine_map<(d0) -> (d0 + 8)>>) -> ()} : () -> ()
