extern "C" __global__ void tile_reduce_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::int32> var_idx,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::int32> var_out1)
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
        const wp::int32 var_1 = 8;
        const wp::int32 var_2 = 12;
        wp::tuple_t<wp::int32, wp::int32> var_3;
        const wp::int32 var_4 = 8;
        wp::int32 var_5;
        const wp::int32 var_6 = 0;
        wp::tuple_t<wp::int32, wp::int32> var_7;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,12>>> var_8 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,12>>>{};
        const wp::int32 var_9 = 0;
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,12>, wp::tile_stride_t<12,1>>, true> var_10 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,12>,wp::tile_stride_t<12,1>,false>();
        const wp::int32 var_11 = 0;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<12>>> var_12 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<12>>>{};
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<12>>> var_13 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<12>>>{};
        const wp::int32 var_14 = 0;
        const wp::int32 var_15 = 256;
        const wp::int32 var_16 = 256;
        wp::int32 var_17;
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> var_18 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<256>>>{};
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_19 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
        //---------
        // forward
        // def tile_reduce_s000000(                                                               <L 18>
        // i = wp.tid()                                                                           <L 24>
        var_0 = builtin_tid1d();
        // t0 = wp.tile_load(a, shape=(8, 12), offset=(i * 8, 0))                                 <L 25>
        var_3 = wp::tuple(var_1, var_2);
        var_5 = wp::mul(var_0, var_4);
        var_7 = wp::tuple(var_5, var_6);
        var_8 = wp::tile_load<wp::float32, true, false, 8, 12>(var_a, var_5, var_9);
        // sums = wp.tile_sum(wp.tile_map(tile_reduce_s000000_f0, t0), axis=0)                    <L 26>
        var_10 = wp::tile_unary_map(tile_reduce_s000000_f0_0, var_8);
        var_12 = wp::tile_sum_axis<0>(var_10);
        // wp.tile_atomic_add(out, sums)                                                          <L 27>
        var_13 = wp::tile_atomic_add<wp::float32, true>(var_out, var_14, var_12);
        // ti = wp.tile_load(idx, shape=256, offset=i * 256)                                      <L 28>
        var_17 = wp::mul(var_0, var_16);
        var_18 = wp::tile_load<wp::int32, true, false, 256>(var_idx, var_17);
        // r = wp.tile_reduce(wp.min, ti)                                                         <L 29>
        var_19 = wp::tile_reduce(wp::min, var_18);
        // wp.tile_store(out1, r, offset=i)                                                       <L 30>
        wp::tile_store<wp::int32, true, false>(var_out1, var_0, var_19);
    }
}