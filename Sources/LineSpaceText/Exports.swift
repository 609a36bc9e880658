// `import LineSpaceText` brings the style model (ParagraphStyle, LineBreakMode, …) along.
@_exported import LineSpace
