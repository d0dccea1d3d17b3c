extern "C" __global__ void half_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float16> var_a,
    wp::array_t<wp::float16> var_out)
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
        wp::float16* var_2;
        wp::float16* var_3;
        const wp::float32 var_4 = 0.75;
        wp::float16 var_5;
        wp::float16 var_6;
        wp::float16 var_7;
        wp::float16 var_8;
        wp::float16 var_9;
        wp::float16* var_10;
        wp::float16 var_11;
        wp::float16 var_12;
        wp::float16 var_13;
        const wp::float32 var_14 = 0.75;
        wp::float16 var_15;
        wp::float16 var_16;
        const wp::float32 var_17 = 3.0;
        wp::float16 var_18;
        wp::float16 var_19;
        wp::float16 var_20;
        const wp::float32 var_21 = 1.0;
        wp::float16 var_22;
        wp::float16 var_23;
        wp::float16 var_24;
        wp::float16 var_25;
        const wp::float32 var_26 = 1.0;
        wp::float16 var_27;
        wp::float16 var_28;
        wp::float16 var_29;
        //---------
        // forward
        // def half_s000002(                                                                      <L 7>
        // i, j = wp.tid()                                                                        <L 11>
        builtin_tid2d(var_0, var_1);
        // x0 = (a[i, j] + a[i, j] * wp.float16(0.75)) * wp.cos(a[i, j])                          <L 12>
        var_2 = wp::address(var_a, var_0, var_1);
        var_3 = wp::address(var_a, var_0, var_1);
        var_5 = wp::float16(var_4);
        var_7 = wp::load(var_3);
        var_6 = wp::mul(var_7, var_5);
        var_9 = wp::load(var_2);
        var_8 = wp::add(var_9, var_6);
        var_10 = wp::address(var_a, var_0, var_1);
        var_12 = wp::load(var_10);
        var_11 = wp::cos(var_12);
        var_13 = wp::mul(var_8, var_11);
        // out[i, j] = wp.sqrt(wp.abs((x0 + wp.float16(0.75)) / (wp.abs(x0 * wp.float16(3.0)) + wp.float16(1.0))) + wp.float16(1.0))       <L 13>
        var_15 = wp::float16(var_14);
        var_16 = wp::add(var_13, var_15);
        var_18 = wp::float16(var_17);
        var_19 = wp::mul(var_13, var_18);
        var_20 = wp::abs(var_19);
        var_22 = wp::float16(var_21);
        var_23 = wp::add(var_20, var_22);
        var_24 = wp::div(var_16, var_23);
        var_25 = wp::abs(var_24);
        var_27 = wp::float16(var_26);
        var_28 = wp::add(var_25, var_27);
        var_29 = wp::sqrt(var_28);
        wp::array_store(var_out, var_0, var_1, var_29);
    }
}