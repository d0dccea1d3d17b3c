extern "C" __global__ void tile_grid_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::int32 var_1;
        const wp::int32 var_2 = 16;
        const wp::int32 var_3 = 8;
        wp::tuple_t<wp::int32, wp::int32> var_4;
        const wp::int32 var_5 = 16;
        wp::int32 var_6;
        const wp::int32 var_7 = 8;
        wp::int32 var_8;
        wp::tuple_t<wp::int32, wp::int32> var_9;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>> var_10 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<16,8>>>{};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<16,8>, wp::tile_stride_t<8,1>>, true> var_11 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<16,8>,wp::tile_stride_t<8,1>,false>();
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,16>, wp::tile_stride_t<1,8>>, false> var_12 = nullptr;
        const wp::int32 var_13 = 8;
        wp::int32 var_14;
        const wp::int32 var_15 = 16;
        wp::int32 var_16;
        wp::tuple_t<wp::int32, wp::int32> var_17;
        //---------
        // forward
        // def tile_grid_s000001(                                                                 <L 10>
        // i, j = wp.tid()                                                                        <L 14>
        builtin_tid2d(var_0, var_1);
        // t0 = wp.tile_load(a, shape=(16, 8), offset=(i * 16, j * 8))                            <L 15>
        var_4 = wp::tuple(var_2, var_3);
        var_6 = wp::mul(var_0, var_5);
        var_8 = wp::mul(var_1, var_7);
        var_9 = wp::tuple(var_6, var_8);
        var_10 = wp::tile_load<wp::float32, true, false, 16, 8>(var_a, var_6, var_8);
        // v = wp.tile_map(wp.add, t0, t0)                                                        <L 16>
        var_11 = wp::tile_binary_map(wp::add, var_10, var_10);
        // wp.tile_store(out, wp.tile_transpose(v), offset=(j * 8, i * 16))                       <L 17>
        var_12 = wp::tile_transpose(var_11);
        var_14 = wp::mul(var_1, var_13);
        var_16 = wp::mul(var_0, var_15);
        var_17 = wp::tuple(var_14, var_16);
        wp::tile_store<wp::float32, true, false>(var_out, var_14, var_16, var_12);
    }
}