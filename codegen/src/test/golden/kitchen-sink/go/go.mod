module github.com/kitchen/sink-go

go 1.21
