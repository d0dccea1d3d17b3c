extern "C" __global__ void float64_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float64> var_a,
    wp::array_t<wp::float64> var_b,
    wp::array_t<wp::float64> var_c,
    wp::array_t<wp::float64> var_out)
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
        wp::float64* var_1;
        wp::float64* var_2;
        wp::float64 var_3;
        wp::float64 var_4;
        wp::float64 var_5;
        wp::float64 var_6;
        wp::float64 var_7;
        wp::float64 var_8;
        wp::float64 var_9;
        wp::float64 var_10;
        wp::float64 var_11;
        wp::float64* var_12;
        wp::float64 var_13;
        wp::float64 var_14;
        wp::float64 var_15;
        wp::float64 var_16;
        wp::float64* var_17;
        wp::float64 var_18;
        wp::float64 var_19;
        wp::float64 var_20;
        wp::float64 var_21;
        wp::float64* var_22;
        wp::float64 var_23;
        wp::float64 var_24;
        wp::float64 var_25;
        wp::float64 var_26;
        wp::float64 var_27;
        wp::float64 var_28;
        wp::float64 var_29;
        wp::float64 var_30;
        wp::float64 var_31;
        wp::float64 var_32;
        //---------
        // forward
        // def float64_s000001(                                                                   <L 7>
        // i = wp.tid()                                                                           <L 13>
        var_0 = builtin_tid1d();
        // x0 = c[i] - a[i]                                                                       <L 14>
        var_1 = wp::address(var_c, var_0);
        var_2 = wp::address(var_a, var_0);
        var_4 = wp::load(var_1);
        var_5 = wp::load(var_2);
        var_3 = wp::sub(var_4, var_5);
        // x1 = wp.atan(x0)                                                                       <L 15>
        var_6 = wp::atan(var_3);
        // x2 = wp.log(wp.abs(x1) + wp.float64(1.0))                                              <L 16>
        var_7 = wp::abs(var_6);
        var_8 = 1.0;
        var_9 = wp::add(var_7, var_8);
        var_10 = wp::log(var_9);
        // x3 = wp.tanh(x2)                                                                       <L 17>
        var_11 = wp::tanh(var_10);
        // out[i] = x3 + a[i] * wp.float64(0.125) + b[i] * wp.float64(2.0) + c[i] * wp.float64(0.125) + x0 * wp.float64(1.0) + x1 * wp.float64(0.25)       <L 18>
        var_12 = wp::address(var_a, var_0);
        var_13 = 0.125;
        var_15 = wp::load(var_12);
        var_14 = wp::mul(var_15, var_13);
        var_16 = wp::add(var_11, var_14);
        var_17 = wp::address(var_b, var_0);
        var_18 = 2.0;
        var_20 = wp::load(var_17);
        var_19 = wp::mul(var_20, var_18);
        var_21 = wp::add(var_16, var_19);
        var_22 = wp::address(var_c, var_0);
        var_23 = 0.125;
        var_25 = wp::load(var_22);
        var_24 = wp::mul(var_25, var_23);
        var_26 = wp::add(var_21, var_24);
        var_27 = 1.0;
        var_28 = wp::mul(var_3, var_27);
        var_29 = wp::add(var_26, var_28);
        var_30 = 0.25;
        var_31 = wp::mul(var_6, var_30);
        var_32 = wp::add(var_29, var_31);
        wp::array_store(var_out, var_0, var_32);
    }
}