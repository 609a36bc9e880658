@_exported import LineSpace
