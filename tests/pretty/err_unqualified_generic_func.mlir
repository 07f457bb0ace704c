"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  return
}) : () -> ()
