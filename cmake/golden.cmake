# Runs `lore play` with ARGS and compares its output with the golden file GOLDEN.
# Usage: cmake -DLORE=... -DGOLDEN=... -DOUT=... -DARGS="play;--seed;7" -P golden.cmake
execute_process(COMMAND ${LORE} ${ARGS} OUTPUT_FILE ${OUT} RESULT_VARIABLE rc
                WORKING_DIRECTORY ${WORKDIR})
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "lore ${ARGS} exited with ${rc}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${GOLDEN} ${OUT} RESULT_VARIABLE same)
if(NOT same EQUAL 0)
  execute_process(COMMAND diff -u ${GOLDEN} ${OUT} OUTPUT_VARIABLE d)
  string(SUBSTRING "${d}" 0 4000 d)
  message(FATAL_ERROR "the game differs from ${GOLDEN}; review the change and regenerate with "
                      "scripts/update-golden.sh if it is intended:\n${d}")
endif()
