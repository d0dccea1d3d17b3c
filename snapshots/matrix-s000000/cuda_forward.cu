extern "C" __global__ void matrix_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_a,
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
        wp::mat_t<3, 3, wp::float32>* var_1;
        wp::mat_t<3, 3, wp::float32> var_2;
        wp::mat_t<3, 3, wp::float32> var_3;
        wp::mat_t<3, 3, wp::float32> var_4;
        const wp::float32 var_5 = 2.0;
        wp::mat_t<3, 3, wp::float32> var_6;
        wp::float32 var_7;
        //---------
        // forward
        // def matrix_s000000(                                                                    <L 7>
        // i = wp.tid()                                                                           <L 11>
        var_0 = builtin_tid1d();
        // x0 = wp.transpose(a[i])                                                                <L 12>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::transpose(var_3);
        // x1 = wp.transpose(x0)                                                                  <L 13>
        var_4 = wp::transpose(var_2);
        // x2 = x1 * 2.0                                                                          <L 14>
        var_6 = wp::mul(var_4, var_5);
        // out[i] = wp.determinant(x2)                                                            <L 15>
        var_7 = wp::determinant(var_6);
        wp::array_store(var_out, var_0, var_7);
    }
}