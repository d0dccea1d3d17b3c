extern "C" __global__ void math_library_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
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
        wp::int32 var_2;
        wp::float32* var_3;
        const wp::float32 var_4 = -0.9;
        const wp::float32 var_5 = 0.9;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        const wp::float32 var_9 = 0.0;
        const wp::float32 var_10 = 1.0;
        wp::float32* var_11;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = 0.25;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::int32 var_17 = 1;
        wp::int32 var_18;
        wp::shape_t* var_19;
        const wp::int32 var_20 = 2;
        wp::int32 var_21;
        wp::shape_t var_22;
        wp::int32 var_23;
        wp::float32* var_24;
        const wp::float32 var_25 = 0.125;
        wp::float32 var_26;
        wp::float32 var_27;
        wp::float32 var_28;
        //---------
        // forward
        // def math_library_s000001(                                                              <L 9>
        // i, j, k = wp.tid()                                                                     <L 13>
        builtin_tid3d(var_0, var_1, var_2);
        // x0 = wp.asin(wp.clamp(a[i, j, k], SCALE, 0.9))                                         <L 14>
        var_3 = wp::address(var_a, var_0, var_1, var_2);
        var_7 = wp::load(var_3);
        var_6 = wp::clamp(var_7, var_4, var_5);
        var_8 = wp::asin(var_6);
        // x1 = wp.smoothstep(0.0, 1.0, a[i, j, k])                                               <L 15>
        var_11 = wp::address(var_a, var_0, var_1, var_2);
        var_13 = wp::load(var_11);
        var_12 = wp::smoothstep(var_9, var_10, var_13);
        // out[i, j, k] = x0 + x1 * 0.25 + a[i, j, (k + 1) % a.shape[2]] * 0.125                  <L 16>
        var_15 = wp::mul(var_12, var_14);
        var_16 = wp::add(var_8, var_15);
        var_18 = wp::add(var_2, var_17);
        var_19 = &(var_a.shape);
        var_22 = wp::load(var_19);
        var_21 = wp::extract(var_22, var_20);
        var_23 = wp::mod(var_18, var_21);
        var_24 = wp::address(var_a, var_0, var_1, var_23);
        var_27 = wp::load(var_24);
        var_26 = wp::mul(var_27, var_25);
        var_28 = wp::add(var_16, var_26);
        wp::array_store(var_out, var_0, var_1, var_2, var_28);
    }
}