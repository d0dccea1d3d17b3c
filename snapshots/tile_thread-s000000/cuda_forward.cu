extern "C" __global__ void tile_thread_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::int32> var_idx,
    wp::array_t<wp::int32> var_idx2,
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
        wp::float32* var_1;
        const wp::float32 var_2 = 0.25;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::float32* var_5;
        const wp::float32 var_6 = 0.5;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32* var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> var_13 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>>{};
        wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<1>, wp::tile_stride_t<1>>, true> var_14 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<1>,wp::tile_stride_t<1>,false>();
        wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> var_15 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>>{};
        wp::float32 var_16;
        wp::int32* var_17;
        const wp::int32 var_18 = 256;
        const wp::int32 var_19 = 0;
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> var_20 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<256>>>{};
        wp::int32 var_21;
        const wp::int32 var_22 = 0;
        wp::float32 var_23;
        const wp::float32 var_24 = 2.0;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::int32 var_27;
        wp::int32 var_28;
        wp::int32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        wp::int32* var_32;
        wp::int32 var_33;
        wp::int32 var_34;
        wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> var_35 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<256>>>{};
        wp::tile_shared_t<wp::int32,wp::tile_layout_strided_t<wp::tile_shape_t<1>, wp::tile_stride_t<1>>, true> var_36 = wp::tile_alloc_empty<wp::int32,wp::tile_shape_t<1>,wp::tile_stride_t<1>,false>();
        const wp::int32 var_37 = 0;
        wp::int32 var_38;
        wp::int32 var_39;
        //---------
        // forward
        // def tile_thread_s000000(                                                               <L 12>
        // i = wp.tid()                                                                           <L 19>
        var_0 = builtin_tid1d();
        // x0 = a[i] + 0.25 + (a[i] * SCALE - a[i])                                               <L 20>
        var_1 = wp::address(var_a, var_0);
        var_4 = wp::load(var_1);
        var_3 = wp::add(var_4, var_2);
        var_5 = wp::address(var_a, var_0);
        var_8 = wp::load(var_5);
        var_7 = wp::mul(var_8, var_6);
        var_9 = wp::address(var_a, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::sub(var_7, var_11);
        var_12 = wp::add(var_3, var_10);
        // t = wp.tile(x0)                                                                        <L 21>
        var_13 = wp::tile<wp::float32>(var_12);
        // s = wp.tile_sum(t)                                                                     <L 22>
        var_14 = wp::tile_sum(var_13);
        // x1, x2 = wp.untile(-t), idx[i]                                                         <L 23>
        var_15 = wp::tile_neg(var_13);
        var_16 = wp::untile(var_15);
        var_17 = wp::address(var_idx, var_0);
        // shared = wp.tile_from_thread(shape=256, value=x2, thread_idx=0)                        <L 24>
        var_21 = wp::load(var_17);
        var_20 = wp::tile_from_thread<wp::int32, 256>(var_21, var_19);
        // out[i] = (x1 + s[0] * 2.0) * wp.float32(wp.untile(shared) + x2)                        <L 25>
        var_23 = wp::tile_extract(var_14, var_22);
        var_25 = wp::mul(var_23, var_24);
        var_26 = wp::add(var_16, var_25);
        var_27 = wp::untile(var_20);
        var_29 = wp::load(var_17);
        var_28 = wp::add(var_27, var_29);
        var_30 = wp::float32(var_28);
        var_31 = wp::mul(var_26, var_30);
        wp::array_store(var_out, var_0, var_31);
        // x3 = idx2[i]                                                                           <L 26>
        var_32 = wp::address(var_idx2, var_0);
        var_34 = wp::load(var_32);
        var_33 = wp::copy(var_34);
        // tk = wp.tile(x3)                                                                       <L 27>
        var_35 = wp::tile<wp::int32>(var_33);
        // m = wp.tile_max(tk)                                                                    <L 28>
        var_36 = wp::tile_max(var_35);
        // out1[i] = m[0] - x3                                                                    <L 29>
        var_38 = wp::tile_extract(var_36, var_37);
        var_39 = wp::sub(var_38, var_33);
        wp::array_store(var_out1, var_0, var_39);
    }
}