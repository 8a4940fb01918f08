"""`python -m drawqa.cli`: the `drawqa` command."""
from . import main

main()
