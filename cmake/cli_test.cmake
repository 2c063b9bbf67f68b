# Runs `lore` ARGS (a list) in WORKDIR, with standard input from INPUT if given, and checks its
# exit code (RC) and its output, standard error included: it must match EXPECT and must not
# match REJECT (if given). ARGS2, RC2, EXPECT2: a second command run after it (e.g. replaying
# the file the first wrote).
# Usage: cmake -DLORE=... -DWORKDIR=... "-DARGS=play;--seed;x" -DRC=2 -DEXPECT=regex -P cli_test.cmake
string(REPLACE "|" ";" ARGS "${ARGS}")  # "|": one word through add_test
string(REPLACE "|" ";" ARGS2 "${ARGS2}")
function(run_lore args rc expect)
  set(input_args)
  if(INPUT)
    set(input_args INPUT_FILE ${INPUT})
  endif()
  execute_process(COMMAND ${LORE} ${args} ${input_args} RESULT_VARIABLE got
                  OUTPUT_VARIABLE out ERROR_VARIABLE err WORKING_DIRECTORY ${WORKDIR})
  set(all "${out}${err}")
  string(SUBSTRING "${all}" 0 2000 shown)
  if(NOT got EQUAL ${rc})
    message(FATAL_ERROR "lore ${args} exited with ${got}, not ${rc}:\n${shown}")
  endif()
  if(NOT "${all}" MATCHES "${expect}")
    message(FATAL_ERROR "lore ${args}: the output does not match '${expect}':\n${shown}")
  endif()
  if(REJECT AND "${all}" MATCHES "${REJECT}")
    message(FATAL_ERROR "lore ${args}: the output matches '${REJECT}':\n${shown}")
  endif()
endfunction()

run_lore("${ARGS}" ${RC} "${EXPECT}")
if(ARGS2)
  set(INPUT "")
  run_lore("${ARGS2}" ${RC2} "${EXPECT2}")
endif()
