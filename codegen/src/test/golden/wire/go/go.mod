module example.com/wire-go

go 1.21
