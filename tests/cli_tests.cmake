# Command-line tests (cmake/cli_test.cmake): exit codes and messages of `lore` itself.
# lore_cli_test(NAME RC EXPECT ARGS...) with optional INPUT, WORKDIR, REJECT, THEN RC2 EXPECT2
# ARGS2... set before the call through the variables CLI_*.
function(lore_cli_test name rc expect)
  set(workdir ${CMAKE_SOURCE_DIR})
  if(CLI_WORKDIR)
    set(workdir ${CLI_WORKDIR})
  endif()
  string(REPLACE ";" "|" args "${ARGN}")
  string(REPLACE ";" "|" args2 "${CLI_ARGS2}")
  add_test(NAME cli/${name}
           COMMAND ${CMAKE_COMMAND} -DLORE=$<TARGET_FILE:lore> -DWORKDIR=${workdir}
                   "-DARGS=${args}" -DRC=${rc} "-DEXPECT=${expect}" "-DINPUT=${CLI_INPUT}"
                   "-DREJECT=${CLI_REJECT}" "-DARGS2=${args2}" "-DRC2=${CLI_RC2}"
                   "-DEXPECT2=${CLI_EXPECT2}" -P ${CMAKE_SOURCE_DIR}/cmake/cli_test.cmake)
endfunction()

set(TMP ${CMAKE_CURRENT_BINARY_DIR})
lore_cli_test(version 0 "^lore [0-9]+\\.[0-9]+\\.[0-9]+" --version)
lore_cli_test(unknown-command 2 "unknown command \"foo\"; the commands are: play replay cards" foo)

# Numbers are range-checked, never wrapped or rounded.
lore_cli_test(bench-games-negative 2 "--games: \"-1\" is not a whole number from 1" bench --games -1)
lore_cli_test(bench-games-zero 2 "--games: \"0\" is not a whole number from 1" bench --games 0)
lore_cli_test(play-seed-negative 2 "--seed: \"-1\" is not a whole number" play --seed -1)
lore_cli_test(play-seed-2-64 2 "--seed: \"18446744073709551616\" is not a whole number"
              play --seed 18446744073709551616)
lore_cli_test(play-seed-float 2 "--seed: \"1e23\" is not a whole number" play --seed 1e23)
lore_cli_test(soak-threads-zero 2 "--threads: \"0\" is not a whole number from 1 to 256"
              soak --threads 0)
lore_cli_test(play-max-actions-zero 2 "--max-actions: \"0\"" play --max-actions 0)

# Files: bounded reads, short errors.
lore_cli_test(deck-dev-zero 2 "/dev/zero:1: binary data \\(a NUL byte\\), not a text file"
              play --deck1 /dev/zero)
lore_cli_test(deck-directory 2 "error: /: is a directory, not a deck file" play --decks / /)
lore_cli_test(replay-dev-zero 2 "/dev/zero:1: binary data" replay /dev/zero)
lore_cli_test(scenario-dev-zero 2 "/dev/zero:1: binary data" scenario /dev/zero)

# Decks: the shipped ones are compiled in; formats are checked.
set(CLI_WORKDIR /)
lore_cli_test(play-from-any-directory 0 "Result: P[12] wins" play --log none --seed 3)
unset(CLI_WORKDIR)
lore_cli_test(play-decks-by-name 0 "Result: P[12] wins" play --log none --decks red_green
              white_black)
# The Dominaria United constructed decks (60 cards each) play seeded games to a result.
lore_cli_test(play-dmu-domain-vs-spells 0 "Result: P[12] wins" play --format constructed
              --log none --seed 1 --decks dmu_domain dmu_spells_ur)
lore_cli_test(play-dmu-enlist-vs-defenders 0 "Result: P[12] wins" play --format constructed
              --log none --seed 1 --decks dmu_enlist_rw dmu_defenders_wu)
# The other Dominaria United, FINAL FANTASY and Urza's Saga constructed decks (60 cards each)
# play seeded games too.
foreach(pair fin_jobs_wr:fin_landfall_gw fin_espers_ub:fin_genome_br
        usg_enchantress_gw:usg_goblins_rb usg_academy_ur:usg_phyrexia_bg
        dmu_legends_wb:dmu_defilers_rg dmu_read_ahead_br:dmu_kicker_ug
        fin_sacrifice_wb:fin_artifacts_wu fin_magic_ur:fin_meld_bg)
  string(REPLACE ":" ";" decks ${pair})
  list(JOIN decks "-vs-" name)
  lore_cli_test(play-${name} 0 "Result: P[12] wins" play --format constructed --log none
                --seed 1 --decks ${decks})
endforeach()
lore_cli_test(play-format-constructed 2
              "40 cards in the deck: constructed decks have at least 60 \\(100.2a\\)"
              play --format constructed)
lore_cli_test(play-format-free 0 "Result:" play --format free --log none)
# 903: a four-player Commander game with the shipped Commander decks plays to a result.
lore_cli_test(play-commander-four 0 "Result: (P[1-4] wins|draw)" play --players 4 --format commander
              --seed 3 --log none)
lore_cli_test(play-commander-illegal-deck 2 "903.5a" play --format commander --decks red_green
              white_black --log none)
lore_cli_test(play-format-2hg 0 "Result: (P1 and P2|P3 and P4) win" play --format 2hg --log none)
lore_cli_test(cards-set-any-case 0 "FIC  implemented" cards --set fic)
# FCA reprints USG's and DMU's first printings: listed under their set, counted in FCA's 55.
lore_cli_test(cards-set-reprints 0 "DMU  implemented  Jodah, the Unifier" cards --set fca)
lore_cli_test(cards-set-reprint-count 0 "of 55 cards implemented" cards --set FCA)
# FIN prints each basic land three times, all reprints of DMU's: listed once each.
lore_cli_test(cards-set-once-each 0 "of 304 cards implemented" cards --set FIN)
# 201.6: the alternate name in the rules text reads as the card's name; shown apart.
lore_cli_test(card-alternate-name-text 0 "Adeline's power is equal" card "Adeline, Resplendent Cathar")
lore_cli_test(card-alternate-name 0 "Alternate name: Hero of Light" card "Adeline, Resplendent Cathar")
lore_cli_test(cards-set-unknown 2 "--set: XYZ not in \\{DMU,DMC,FIN,FIC,USG,FCA\\}" cards --set XYZ)
lore_cli_test(rulings-set-unknown 2 "--set: XYZ not in" rulings --set XYZ)

# A game that cannot end stops at a clear cap.
lore_cli_test(play-max-actions 0 "Game stopped after 50 actions, without a result"
              play --max-actions 50 --log none)

# The terminal player: bounded answer lines, a trailing space, the replay of a game cut short.
set(CLI_INPUT /dev/zero)
lore_cli_test(human-dev-zero 1 "standard input is not text" play --human --log none)
set(CLI_INPUT ${CMAKE_CURRENT_SOURCE_DIR}/cli/one_answer.txt)
set(CLI_REJECT "Please type a number")
lore_cli_test(human-trailing-space 1 "standard input closed" play --human --log none)
unset(CLI_REJECT)
set(CLI_INPUT ${CMAKE_CURRENT_SOURCE_DIR}/cli/two_answers.txt)
set(CLI_ARGS2 replay ${TMP}/cut-short.json --log none)
set(CLI_RC2 0)
set(CLI_EXPECT2 "Game stopped before the end")
lore_cli_test(human-input-closed-saves-replay 1 "the game so far \\([0-9]+ answers\\) is in"
              play --human --log none --save-replay ${TMP}/cut-short.json)
unset(CLI_INPUT)
unset(CLI_ARGS2)
lore_cli_test(save-replay-unwritable 2 "/nonexistent/r.json: cannot write the replay there"
              play --save-replay /nonexistent/r.json)

# The log of one game of a run, on standard error; standard output keeps the report alone.
lore_cli_test(bench-log-game 0 "Game begins" bench --workload ogre --games 3 --log-game 2)
lore_cli_test(soak-log-game-json 0 "\"kind\":\"game_start\"" soak --games 2 --no-random-decks
              --log-game 1 --log json)
lore_cli_test(arena-log-game 0 "Game begins" arena --p1 random --p2 random --games 2 --log-game 0)
# --threads: two trees a decision, reported in the JSON (docs/ai.md)
lore_cli_test(arena-threads 0 "\"threads\":2" arena --p1 mcts --p2 random --games 1 --budget-ms 0
              --iterations 4 --threads 2)
# The default budget: 300 iterations, capped at one second (ai::SearchBudget, docs/ai.md)
lore_cli_test(arena-default-budget 0 "\"budget_ms\":1000,\"budget_iterations\":300" arena --p1
              random --p2 random --games 1)
lore_cli_test(arena-unbounded-search 2 "--budget-ms 0 needs --iterations N" arena --budget-ms 0
              --iterations 0 --games 1)
lore_cli_test(play-unbounded-search 2 "--budget-ms 0 needs --iterations N" play --p1 mcts
              --budget-ms 0 --iterations 0)
lore_cli_test(bench-log-game-out-of-range 2 "--log-game 3: the ogre workload plays games 0 to 2"
              bench --workload ogre --games 3 --log-game 3)
add_test(NAME cli/bench-log-game-stdout-is-the-report
         COMMAND sh -c "$<TARGET_FILE:lore> bench --workload ogre --games 3 --log-game 2 2>/dev/null")
set_tests_properties(cli/bench-log-game-stdout-is-the-report PROPERTIES
                     PASS_REGULAR_EXPRESSION "\"signature\"" FAIL_REGULAR_EXPRESSION "Game begins")

# Progress lines on a terminal only (script(1) gives the command one).
find_program(SCRIPT_PROGRAM script)
if(SCRIPT_PROGRAM)
  add_test(NAME cli/bench-progress-on-a-terminal
           COMMAND ${SCRIPT_PROGRAM} -qec "$<TARGET_FILE:lore> bench --workload ogre --games 20 --progress-every 10" /dev/null)
  set_tests_properties(cli/bench-progress-on-a-terminal PROPERTIES
                       PASS_REGULAR_EXPRESSION "bench ogre: 10 of 20 games.*bench ogre: 20 of 20 games")
endif()
set(CLI_REJECT "of 20 games")
lore_cli_test(bench-no-progress-in-a-pipe 0 "\"signature\"" bench --workload ogre --games 20
              --progress-every 10)
unset(CLI_REJECT)

# `lore serve` refuses what it cannot serve before listening.
lore_cli_test(serve-port-range 2 "--port: \"70000\" is not a whole number from 0 to 65535"
              serve --port 70000)
lore_cli_test(serve-no-page 1 "no index.html there" serve --port 0 --web ${TMP})
lore_cli_test(serve-no-rules 1 "rules file" serve --port 0 --rules ${TMP}/no-such-rules.txt)
