# The `lore` Python package: the native module lore._lore (src/python/) and the pure-Python
# files (python/lore/), laid out in ${CMAKE_BINARY_DIR}/python so that
# PYTHONPATH=build/python python3 -c "import lore" works from the build tree.
# Debian's interpreter, which sees Debian's python3-* packages (pybind11, numpy, pytest,
# distributed), unless another one is named.
if(NOT DEFINED Python3_EXECUTABLE AND EXISTS /usr/bin/python3)
  set(Python3_EXECUTABLE /usr/bin/python3 CACHE FILEPATH "The Python the lore module is built for")
endif()
find_package(Python3 COMPONENTS Interpreter Development.Module)
set(PYBIND11_FINDPYTHON ON)
find_package(pybind11 CONFIG QUIET)
if(NOT Python3_FOUND OR NOT pybind11_FOUND)
  message(STATUS "Python module lore: skipped (needs python3-dev and python3-pybind11: scripts/setup.sh)")
  set(LORE_PYTHON_BUILT OFF)
  return()
endif()
set(LORE_PYTHON_BUILT ON)

# Position-independent code as it is in an executable: no symbol of the engine is looked up at
# run time (hidden, not interposable), so calls and data stay direct and inlinable (the
# instruction counts of docs/performance.md, callgrind).
set_target_properties(lore_engine lore_ai PROPERTIES POSITION_INDEPENDENT_CODE ON
                      CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
target_compile_options(lore_engine PRIVATE -fno-semantic-interposition)
target_compile_options(lore_ai PRIVATE -fno-semantic-interposition)
file(GLOB PY_NATIVE_SOURCES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/python/*.cpp)
pybind11_add_module(_lore MODULE NO_EXTRAS ${PY_NATIVE_SOURCES})
target_link_libraries(_lore PRIVATE lore_ai lore_engine)
set(LORE_PY_DIR ${CMAKE_BINARY_DIR}/python/lore)
set_target_properties(_lore PROPERTIES LIBRARY_OUTPUT_DIRECTORY ${LORE_PY_DIR})
file(GLOB PY_FILES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/python/lore/*.py)
foreach(f ${PY_FILES})
  get_filename_component(name ${f} NAME)
  configure_file(${f} ${LORE_PY_DIR}/${name} COPYONLY)
endforeach()

# cmake --install build --prefix P: then PYTHONPATH=P/lib/python3/dist-packages.
set(LORE_PYTHON_INSTALL_DIR lib/python3/dist-packages CACHE STRING
    "Where `cmake --install` puts the lore package, relative to the prefix")
install(TARGETS _lore LIBRARY DESTINATION ${LORE_PYTHON_INSTALL_DIR}/lore)
install(FILES ${PY_FILES} DESTINATION ${LORE_PYTHON_INSTALL_DIR}/lore)
