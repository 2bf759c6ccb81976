module example.com/extras-go

go 1.21
