"""Tools built on the score road: waits and discards, the chart, the call."""
