# `lore play --human --log json` keeps standard output JSON only: the board and the prompts go
# to standard error. Answers every prompt with 0 from a file of typed lines.
# Usage: cmake -DLORE=... -DOUT=... -DWORKDIR=... -P human_json.cmake
string(REPEAT "0\n" 3000 typed)
file(WRITE ${OUT}.in "${typed}")
execute_process(COMMAND ${LORE} play --human --seat 2 --seed 5 --log json
                INPUT_FILE ${OUT}.in OUTPUT_FILE ${OUT}.json ERROR_VARIABLE terminal
                RESULT_VARIABLE rc WORKING_DIRECTORY ${WORKDIR})
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "lore play --human exited with ${rc}: ${terminal}")
endif()
file(STRINGS ${OUT}.json lines)
list(LENGTH lines count)
if(count LESS 100)
  message(FATAL_ERROR "only ${count} lines of JSON")
endif()
foreach(line ${lines})
  if(NOT line MATCHES "^{.*}$")
    message(FATAL_ERROR "standard output has a line that isn't JSON: ${line}")
  endif()
  if(line MATCHES "\"kind\":\"draw\",\"object\":[0-9]+,\"player\":1," OR
     line MATCHES "P1 draws [A-Z]")
    message(FATAL_ERROR "the human (P2) sees a card P1 draws: ${line}")
  endif()
endforeach()
if(NOT terminal MATCHES "Keep this hand" OR NOT terminal MATCHES "\n> ")
  message(FATAL_ERROR "the board and prompts are not on standard error")
endif()
