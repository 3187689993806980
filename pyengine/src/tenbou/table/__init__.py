"""The table: the game ledger, practice and the hands it deals."""
