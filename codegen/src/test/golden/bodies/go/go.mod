module example.com/bodies-go

go 1.21
